/// The `--help` texts.
enum HelpText {
    static let main = """
    axscope — see what VoiceOver sees in a snapshot of an iOS screen (and TalkBack in an Android dump)

    Usage:
      axscope validate FILE                 check a snapshot; errors and warnings, one per line
      axscope order FILE [options]          the focus stops in VoiceOver order, with what is spoken
      axscope inspect FILE ID [--json]      one node: properties, role and why, blocks, actions
      axscope render FILE -o OUT [options]  draw the snapshot to a .png, .svg or .pdf file
      axscope simulate FILE --steps STEPS   drive a VoiceOver session and print what is heard
      axscope import DUMP -o OUT.axsnap     convert a WebDriverAgent, XCUITest or uiautomator dump
      axscope audit FILE [options]          accessibility problems as text, JSON or SARIF
      axscope diff A B [options]            what changed for VoiceOver between two snapshots
      axscope [FILE] | axscope open FILE    open the window (on the bundled demo without FILE)
      axscope help COMMAND                  details of one command
      axscope --help | --version

    FILE is an .axsnap snapshot or a dump import reads (converted on the fly); '-' reads standard
    input. Every command that takes a FILE takes --from wda-xml|wda-json|xcuitest|uiautomator|
    uiautomator2 to name a dump's format, and --density D for an Android dump's pixels per dp. An
    Android dump is read as TalkBack reads it: its stops, order and speech are TalkBack's.

    Exit codes:
      0  success
      1  the input was refused (invalid file, unknown id, failed step)
      2  wrong usage

    Errors are printed as FILE:LINE:COLUMN: error: PATH: MESSAGE.

    """

    static func command(_ name: String) -> String? {
        switch name {
        case "audit":
            return AuditCommand.help
        case "validate":
            return """
            Usage: axscope validate FILE

            Loads FILE as a snapshot and reports every warning and the first error, one per line, as
            FILE:LINE:COLUMN: error|warning: PATH: MESSAGE. Prints a summary when the file is valid.
            Exits 0 when valid (warnings allowed), 1 when refused.

            """
        case "order":
            return """
            Usage: axscope order FILE [--json] [--locale L] [--navigation flat|grouped]

            Prints the focus stops in VoiceOver's order: 'N. DESCRIPTION', with the hint and the custom
            actions indented below each.

            Options:
              --json                   the stops, containers and unreachable nodes as JSON
              --locale L               speak in language L where an element sets none (default: the
                                       snapshot's locale); tables: en, de, ru, ko
              --navigation flat        every element is a stop (default)
              --navigation grouped     a SwiftUI 'contain' container is one stop

            """
        case "inspect":
            return """
            Usage: axscope inspect FILE ID [--json]

            Explains one node: whether it is a stop, a container, merged into another element, or
            unreachable, and why; its properties, traits, value blocks (evaluated now, with counts),
            actions and direct-touch options.

            Options:
              --json                   the same as JSON

            """
        case "simulate":
            return """
            Usage: axscope simulate FILE --steps STEPS [--json] [--rate CPS] [--locale L]
                                   [--navigation flat|grouped]

            Drives a VoiceOver session from no focus and prints each step (the focus and what was
            said), the speech transcript with priorities and cut-offs ("…"), the state and the block
            evaluation counts, and what was heard.

            STEPS, comma-separated:
              next, previous, first, last      move the cursor (past either end: nothing happens)
              activate, escape, magicTap       double tap, two-finger scrub, two-finger double tap
              increment, decrement             swipe up / down on an adjustable element
              zoomIn, zoomOut                  the zoom actions of a supportsZoom element
              action:NAME                      a custom action of the focused element
              focus:ID                         put the cursor on a stop
              set:NAME=EXPRESSION              change the state (the screen re-resolves)
              touch:X:Y                        touch exploration at a point (honours direct touch)
              wait:SECONDS                     let the clock run (delayed effects, speech)
              enter, exit                      grouped navigation: into and out of a group

            Options:
              --json                   steps, transcript and heard text as JSON
              --rate CPS               speech rate in characters per second (default 15)
              --locale L               speak in language L where an element sets none
              --navigation grouped     a SwiftUI 'contain' container is one stop (enter, exit)

            """
        case "import":
            return """
            Usage: axscope import DUMP [--from FORMAT] [--density D] [--screenshot PNG] -o OUT.axsnap

            Converts another tool's accessibility dump into a snapshot:
              wda-xml       Appium / WebDriverAgent XML page source (<AppiumAUT>…)
              wda-json      WebDriverAgent JSON page source (bare or inside {"value": …})
              xcuitest      an XCUIElement debugDescription pasted from a test log
              uiautomator   Android's `adb shell uiautomator dump` (<hierarchy> of <node>s)
              uiautomator2  Appium UiAutomator2's page source (elements named after their class)
            The format is recognised from the content unless --from names it. A PNG with the dump's
            name beside it (dump.png for dump.xml) becomes the screenshot, unless --screenshot names
            one. What cannot be carried over is a warning naming the element, and a note the
            window's inspector shows. Every command and the window also open dumps directly.

            Options:
              -o, --output OUT         the snapshot to write (never the input)
              --from FORMAT            the dump's format
              --density D              an Android dump's pixels per dp, 0.5 to 8 (e.g. 2.625 for
                                       420 dpi; without it, assumed from the screen's width)
              --screenshot PNG         the screenshot to draw under the boxes

            """
        case "render":
            return """
            Usage: axscope render FILE -o OUT [--focus N] [--scale S] [--layers LIST]

            Draws the snapshot as the window does: the screenshot (or a wireframe with each node's
            text), then the layers. The format follows OUT's extension: .png, .svg or .pdf.

            Options:
              -o, --output OUT         the image to write
              --focus N                put the VoiceOver cursor on stop N (from 1)
              --scale S                pixels per point (default 2)
              --layers LIST            comma-separated, default all: boxes, shapes, path,
                                       directTouch, containers, cursor; also problems
                                       (audit findings by severity, not a default)

            """
        case "diff":
            return """
            Usage: axscope diff A B [--json | --sarif] [--locale L] [--navigation flat|grouped]
                                 [--state NAME=EXPR]… [--ignore KIND[,KIND…]]… [--geometry-tolerance PT]
                                 [--fail-on TERM[,TERM…]] [--from F] [--from-a F] [--from-b F] [--ignore-ids]

            Compares what VoiceOver derives from A (the baseline) and B: the spoken order as a unified
            diff, then every change by level (Regressions, Warnings, Info) and the verdict. Stops pair by
            authored id, identifier, label and role, label, then overlapping frames.

            Options:
              --json, --sarif          the report as JSON, or as SARIF 2.1.0 for code scanning
              --locale L               speak both in language L (screen.locale is then not reported)
              --navigation grouped     compare a SwiftUI 'contain' container as one stop
              --state NAME=EXPR        set a state value on both sides before deriving (repeatable)
              --ignore KIND            leave out kinds or families: geometry, description.label, …
              --geometry-tolerance PT  differences up to PT points are equal (default 1)
              --fail-on TERM           regression (default), warning, any, none, or kinds
              --from, --from-a, --from-b F
                                       the format of both, A or B: axsnap, wda-xml, wda-json, xcuitest
              --ignore-ids             treat ids as generated (files of an older import)

            Exits 0 when no change fails, 1 when one does (the report is printed) or an input is
            refused, 2 on wrong usage.

            """
        default:
            return nil
        }
    }
}
