// libFuzzer target for the JSON importer (RegistryDocument.decode). Built by scripts/fuzz.sh.
// Oracle: decoding never crashes, and a document that decodes has a canonical form that is a
// fixed point (encode → decode → encode gives the same bytes).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? RegistryDocument.decode(bytes) else { return 0 }
    let canonical = document.encoded()
    guard let again = try? RegistryDocument.decode(canonical) else {
        fatalError("the canonical form of a decodable document does not decode")
    }
    if again.encoded() != canonical {
        fatalError("encode → decode → encode is not a fixed point")
    }
    return 0
}
