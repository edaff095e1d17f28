import ViewTreeGallery

/// The `viewtree` command-line tool: the preview renderer of the demo gallery.
@main
enum ViewTreeCommand {
    static func main() async {
        await DemoGallery.main()
    }
}
