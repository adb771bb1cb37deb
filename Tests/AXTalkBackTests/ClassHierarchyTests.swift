import AXTalkBack
import Testing

@Suite struct ClassHierarchyTests {
    /// Each class's kinds, found once: TalkBack's and ATF's checks read them by node.
    @Test func aClassHasTheKindsOfItsSuperclasses() throws {
        let classes = try ClassHierarchy.bundled()
        #expect(classes.kinds(of: "android.widget.ExpandableListView") == [.viewGroup, .absListView, .adapterView, .reportsCollection])
        #expect(classes.kinds(of: "androidx.recyclerview.widget.RecyclerView") == [.viewGroup, .recyclerView, .reportsCollection])
        #expect(classes.kinds(of: "androidx.core.widget.NestedScrollView") == [.viewGroup, .nestedScrollView])
        #expect(classes.kinds(of: "android.widget.Spinner") == [.viewGroup, .adapterView, .spinner])
        #expect(classes.kinds(of: "android.widget.Switch") == [.textView, .button, .compoundButton, .switchWidget])
        #expect(classes.kinds(of: "com.example.OwnView") == [])
    }
}
