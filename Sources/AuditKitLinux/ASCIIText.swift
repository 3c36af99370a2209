/// Whether text is ASCII, read a word at a time: importers, label rules and reports take a faster
/// path for ASCII text, where every character is one byte.
enum ASCIIText {
    /// Whether every byte of `text`'s UTF-8 is ASCII (``ByteView/isASCII``), read in place.
    static func isASCII(_ text: String) -> Bool {
        text.withByteView { $0.isASCII }
    }
}
