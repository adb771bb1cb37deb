import Foundation
import AXEngine
import AXModel

/// Text whose pixels have too little contrast (audit.md §2, §2.1).
enum TextContrast: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "text-contrast", severity: .error, shortDescription: "Text contrast",
        fullDescription: "The two most frequent colours in a text's frame on the screenshot have a contrast below 4.5:1 (warning: enough only for large text) or below 3:1 (error).",
        help: "Change a colour.", threshold: "4.5:1, 3:1 (tolerance 0.01)",
        tags: ["accessibility", "wcag-1.4.3", "hig-contrast", "atf-TextContrast", "gtxilib"])

    static var platforms: RulePlatforms { [.voiceOver, .talkBack] }

    static func notRunReason(_ context: AuditContext) -> String? {
        if case .failure(let failure) = context.screenshot { return failure.reason }
        return nil
    }

    /// WCAG relative luminance of `0xRRGGBB`.
    static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let c = Double((rgb >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    static func ratio(_ a: UInt32, _ b: UInt32) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Background and foreground: the most frequent colours (ties: the smaller value first).
    static func colours(_ pixels: [UInt32]) -> (background: UInt32, foreground: UInt32)? {
        guard pixels.count >= 16 else { return nil }
        var counts: [UInt32: Int] = [:]
        for pixel in pixels { counts[pixel, default: 0] += 1 }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        guard ranked.count >= 2 else { return nil }
        return (ranked[0].key, ranked[1].key)
    }

    static func hex(_ rgb: UInt32) -> String {
        let digits = String(rgb, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// Text that is not drawn: invisible, zero-size, or not evaluated to visible.
    static func isInvisible(_ role: NodeRole) -> Bool {
        guard case .unreachable(let reason) = role else { return false }
        switch reason {
        case .visibleWhenFalse, .visibleWhenFailed, .isHidden, .transparent, .zeroSize, .talkBack(.notVisible): return true
        default: return false
        }
    }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        guard case .success(let screenshot) = context.screenshot else { return }
        let roles = context.analysis.resolution.roles
        for (index, node) in context.snapshot.nodes.enumerated() {
            guard let text = node.text, !text.trimmingCharacters(in: .whitespaces).isEmpty, !isInvisible(roles[index]),
                  !context.isBehindModal(index), let colours = colours(screenshot.region(node.frame)) else { continue }
            let ratio = ratio(colours.foreground, colours.background)
            let verdict: (Severity, String)
            if ratio < 3 - 0.01 {
                verdict = (.error, "below 3:1")
            } else if ratio < 4.5 - 0.01 {
                verdict = (.warning, "enough only for large text")
            } else {
                continue
            }
            let (foreground, background) = (hex(colours.foreground), hex(colours.background))
            result.append(Finding(
                rule: descriptor, severity: verdict.0, node: index, in: context,
                message: "Text “\(text)” has contrast \(Format.number(ratio)):1 (\(foreground) on \(background)), \(verdict.1).",
                data: [("ratio", Format.json(ratio)), ("foreground", .string(foreground)), ("background", .string(background))]))
        }
    }
}
