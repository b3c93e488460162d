#if canImport(Glibc)
import Glibc
#endif

/// SipHash-2-4 (Aumasson and Bernstein): a keyed 64-bit tag, here the MAC on the worker pipe's
/// frames. Short and dependency-free; its security rests only on the 128-bit key staying secret,
/// which is what the runner needs (a spec can see tags but not the key).
///
/// ```swift
/// let tag = SipHash.tag(key: key, bytes)   // key: 16 bytes
/// ```
enum SipHash {
    static let keySize = 16

    static func tag(key: [UInt8], _ data: UnsafeRawBufferPointer) -> UInt64 {
        var k0: UInt64 = 0, k1: UInt64 = 0
        for j in 0..<8 where j < key.count { k0 |= UInt64(key[j]) << (8 * UInt64(j)) }
        for j in 0..<8 where j + 8 < key.count { k1 |= UInt64(key[j + 8]) << (8 * UInt64(j)) }
        var v0: UInt64 = 0x736f_6d65_7073_6575 ^ k0
        var v1: UInt64 = 0x646f_7261_6e64_6f6d ^ k1
        var v2: UInt64 = 0x6c79_6765_6e65_7261 ^ k0
        var v3: UInt64 = 0x7465_6462_7974_6573 ^ k1
        func rotl(_ x: UInt64, _ b: UInt64) -> UInt64 { (x << b) | (x >> (64 - b)) }
        func round() {
            v0 &+= v1; v1 = rotl(v1, 13); v1 ^= v0; v0 = rotl(v0, 32)
            v2 &+= v3; v3 = rotl(v3, 16); v3 ^= v2
            v0 &+= v3; v3 = rotl(v3, 21); v3 ^= v0
            v2 &+= v1; v1 = rotl(v1, 17); v1 ^= v2; v2 = rotl(v2, 32)
        }
        let n = data.count
        var i = 0
        while i + 8 <= n {
            let m = UInt64(littleEndian: data.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            v3 ^= m
            round(); round()
            v0 ^= m
            i += 8
        }
        var last = UInt64(truncatingIfNeeded: n) << 56
        for j in 0..<(n - i) { last |= UInt64(data[i + j]) << (8 * UInt64(j)) }
        v3 ^= last
        round(); round()
        v0 ^= last
        v2 ^= 0xff
        round(); round(); round(); round()
        return v0 ^ v1 ^ v2 ^ v3
    }

    /// A fresh random key from the kernel (/dev/urandom); nil if it cannot give one.
    static func randomKey() -> [UInt8]? {
        let fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var key = [UInt8](repeating: 0, count: keySize)
        var filled = 0
        while filled < keySize {
            let n = key[filled...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            filled += n
        }
        return key
    }
}
