/// The `--help` texts.
enum HelpText {
    static let main = """
    axscope — see what VoiceOver sees in a snapshot of an iOS screen

    Usage:
      axscope validate FILE                 check a snapshot; errors and warnings, one per line
      axscope order FILE [options]          the focus stops in VoiceOver order, with what is spoken
      axscope inspect FILE ID [--json]      one node: properties, role and why, blocks, actions
      axscope render FILE -o OUT [options]  draw the snapshot to a .png, .svg or .pdf file
      axscope [FILE] | axscope open FILE    open the window (on the bundled demo without FILE)
      axscope help COMMAND                  details of one command
      axscope --help | --version

    FILE is an .axsnap snapshot; '-' reads standard input.

    Exit codes:
      0  success
      1  the input was refused (invalid file, unknown id)
      2  wrong usage

    Errors are printed as FILE:LINE:COLUMN: error: PATH: MESSAGE.

    """

    static func command(_ name: String) -> String? {
        switch name {
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
                                       directTouch, containers, cursor

            """
        default:
            return nil
        }
    }
}
