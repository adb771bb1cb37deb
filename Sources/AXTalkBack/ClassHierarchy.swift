import AXModel
import Foundation

/// What TalkBack can tell of a node's class name: `ClassLoadingCache.checkInstanceOf` loads the
/// class in TalkBack's own process, so it knows the Android framework's classes and the AndroidX
/// ones it is built with; an app's own class is an instance of nothing but itself. The classes and
/// their superclasses are data (`Resources/TalkBack/classes.json`).
public struct ClassHierarchy: Sendable {
    /// Class name → its superclass.
    let superclasses: [String: String]

    public init(superclasses: [String: String]) {
        self.superclasses = superclasses
    }

    /// The framework's view classes TalkBack's rules name.
    public enum Reference {
        public static let view = "android.view.View"
        public static let viewGroup = "android.view.ViewGroup"
        public static let textView = "android.widget.TextView"
        public static let imageView = "android.widget.ImageView"
        public static let button = "android.widget.Button"
        public static let compoundButton = "android.widget.CompoundButton"
        public static let checkBox = "android.widget.CheckBox"
        public static let switchWidget = "android.widget.Switch"
        public static let toggleButton = "android.widget.ToggleButton"
        public static let radioButton = "android.widget.RadioButton"
        public static let checkedTextView = "android.widget.CheckedTextView"
        public static let editText = "android.widget.EditText"
        public static let seekBar = "android.widget.SeekBar"
        public static let progressBar = "android.widget.ProgressBar"
        public static let keyboardKey = "android.inputmethodservice.Keyboard$Key"
        public static let webView = "android.webkit.WebView"
        public static let tabWidget = "android.widget.TabWidget"
        public static let horizontalScrollView = "android.widget.HorizontalScrollView"
        public static let scrollView = "android.widget.ScrollView"
        public static let viewPagers = ["androidx.viewpager.widget.ViewPager", "android.support.v4.view.ViewPager",
                                        "androidx.core.view.ViewPager", "com.android.internal.widget.ViewPager"]
        public static let numberPicker = "android.widget.NumberPicker"
        public static let spinner = "android.widget.Spinner"
        public static let gridView = "android.widget.GridView"
        public static let absListView = "android.widget.AbsListView"
        public static let adapterView = "android.widget.AdapterView"
        public static let nestedScrollView = "androidx.core.widget.NestedScrollView"
        /// Views that report a `CollectionInfo` of their own (README, "What a dump cannot say").
        public static let recyclerViews = ["androidx.recyclerview.widget.RecyclerView", "android.support.v7.widget.RecyclerView"]
    }

    /// The framework classes TalkBack's rules (and ATF's checks) name that `className` is an
    /// instance of.
    public func kinds(of className: String) -> ClassKinds {
        typealias Class = Reference
        var kinds: ClassKinds = []
        func note(_ kind: ClassKinds, _ references: String...) {
            if references.contains(where: { isInstance(className, of: $0) }) { kinds.insert(kind) }
        }
        note(.viewGroup, Class.viewGroup)
        note(.textView, Class.textView)
        note(.imageView, Class.imageView)
        note(.button, Class.button)
        note(.compoundButton, Class.compoundButton)
        note(.switchWidget, Class.switchWidget)
        note(.toggleButton, Class.toggleButton)
        note(.radioButton, Class.radioButton)
        note(.checkedTextView, Class.checkedTextView)
        note(.editText, Class.editText)
        note(.seekBar, Class.seekBar)
        note(.progressBar, Class.progressBar)
        note(.keyboardKey, Class.keyboardKey)
        note(.webView, Class.webView)
        note(.tabWidget, Class.tabWidget)
        note(.horizontalScrollView, Class.horizontalScrollView)
        note(.scrollView, Class.scrollView)
        if Class.viewPagers.contains(where: { isInstance(className, of: $0) }) { kinds.insert(.viewPager) }
        note(.numberPicker, Class.numberPicker)
        note(.spinner, Class.spinner)
        note(.gridView, Class.gridView)
        note(.absListView, Class.absListView)
        note(.adapterView, Class.adapterView)
        note(.nestedScrollView, Class.nestedScrollView)
        if Class.recyclerViews.contains(where: { isInstance(className, of: $0) }) { kinds.insert(.recyclerView) }
        if kinds.contains(.recyclerView) || kinds.contains(.absListView) { kinds.insert(.reportsCollection) }
        return kinds
    }

    /// Whether a node of class `className` is an instance of `reference`.
    public func isInstance(_ className: String, of reference: String) -> Bool {
        var current: String? = className
        var steps = 0
        while let name = current, steps <= superclasses.count {
            if name == reference { return true }
            current = superclasses[name]
            steps += 1
        }
        return false
    }

    /// A problem with the class table.
    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The table in `Resources/TalkBack/classes.json`, read once.
    public static func bundled() throws(LoadError) -> ClassHierarchy { try loaded.get() }

    private static let loaded: Result<ClassHierarchy, LoadError> = {
        guard let path = ResourceLocator.path("TalkBack/classes.json") else {
            return .failure(LoadError(description: "the Resources folder with TalkBack's class table was not found (set AXSCOPE_RESOURCES)"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(LoadError(description: "\(path): cannot read TalkBack's class table"))
        }
        guard let document = try? JSONParser.parse(Array(data)), let table = document.member(document.root, "superclasses") else {
            return .failure(LoadError(description: "\(path): expected {\"superclasses\": {class: superclass}}"))
        }
        var superclasses: [String: String] = [:]
        document.forEachMember(table) { key, value in
            if let name = document.string(key), let superclass = document.string(value) { superclasses[name] = superclass }
        }
        return .success(ClassHierarchy(superclasses: superclasses))
    }()
}

/// The framework classes a node's class is an instance of, as TalkBack's rules ask.
public struct ClassKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let viewGroup = ClassKinds(rawValue: 1 << 0)
    public static let textView = ClassKinds(rawValue: 1 << 1)
    public static let imageView = ClassKinds(rawValue: 1 << 2)
    public static let button = ClassKinds(rawValue: 1 << 3)
    public static let compoundButton = ClassKinds(rawValue: 1 << 4)
    public static let switchWidget = ClassKinds(rawValue: 1 << 5)
    public static let toggleButton = ClassKinds(rawValue: 1 << 6)
    public static let radioButton = ClassKinds(rawValue: 1 << 7)
    public static let checkedTextView = ClassKinds(rawValue: 1 << 8)
    public static let editText = ClassKinds(rawValue: 1 << 9)
    public static let seekBar = ClassKinds(rawValue: 1 << 10)
    public static let progressBar = ClassKinds(rawValue: 1 << 11)
    public static let keyboardKey = ClassKinds(rawValue: 1 << 12)
    public static let webView = ClassKinds(rawValue: 1 << 13)
    public static let tabWidget = ClassKinds(rawValue: 1 << 14)
    public static let horizontalScrollView = ClassKinds(rawValue: 1 << 15)
    public static let scrollView = ClassKinds(rawValue: 1 << 16)
    public static let viewPager = ClassKinds(rawValue: 1 << 17)
    public static let numberPicker = ClassKinds(rawValue: 1 << 18)
    public static let spinner = ClassKinds(rawValue: 1 << 19)
    public static let gridView = ClassKinds(rawValue: 1 << 20)
    public static let absListView = ClassKinds(rawValue: 1 << 21)
    /// Reports a `CollectionInfo`: list and grid views, `RecyclerView` (README, "What a dump
    /// cannot say").
    public static let reportsCollection = ClassKinds(rawValue: 1 << 22)
    public static let adapterView = ClassKinds(rawValue: 1 << 23)
    public static let nestedScrollView = ClassKinds(rawValue: 1 << 24)
    /// Either `RecyclerView` (``ClassHierarchy/Reference/recyclerViews``).
    public static let recyclerView = ClassKinds(rawValue: 1 << 25)
}
