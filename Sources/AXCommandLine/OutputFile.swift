import AXModel
import Foundation

/// Writes a command's output file: never onto one of its inputs, and never half (a temporary file
/// in the target's directory is renamed into place once complete).
enum OutputFile {
    /// Refuses when `output` is the same file as one of `inputs` (through symlinks or hard links).
    static func refuseOverwriting(_ output: String, inputs: [String], command: String) throws(CommandError) {
        var target = stat()
        guard stat(output, &target) == 0 else { return }
        for input in inputs where input != "-" {
            var source = stat()
            if stat(input, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
                throw .usage("\(command): \(Echo.quoted(output)) is the input file \(Echo.quoted(input)); choose another output file")
            }
        }
    }

    /// Calls `body` with a temporary path beside `output`, then renames that file onto `output` (or,
    /// when `output` is a symlink, onto the file it points to).
    static func replace(_ output: String, _ body: (String) throws(CommandError) -> Void) throws(CommandError) {
        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: output)).map { link in
            link.hasPrefix("/") ? link : URL(fileURLWithPath: output).deletingLastPathComponent().appendingPathComponent(link).path
        } ?? output
        let url = URL(fileURLWithPath: destination)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .refused(["axscope: cannot write \(Echo.quoted(output)): \(String(cString: strerror(errno)))"])
        }
        close(descriptor)
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do throws(CommandError) {
            try body(temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        // mkstemp makes the file readable by its owner only; give it the usual permissions.
        let mask = umask(0)
        umask(mask)
        chmod(temporary, 0o666 & ~mask)
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .refused(["axscope: cannot write \(Echo.quoted(output)): \(reason)"])
        }
    }
}
