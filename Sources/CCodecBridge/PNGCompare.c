// Comparing a PNG with pixels while inflating it, for snapshot references: no libpng, no
// full-size buffer, and the zlib checksum computed with SIMD instead of by zlib (which spent
// as long on it as on inflating). Only the PNGs ViewTree writes and their close relatives are
// read here (8-bit RGBA, not interlaced, any row filters, a few well-known ancillary chunks);
// anything else, or anything a full decode might judge differently, is answered "cannot tell"
// and decoded by libpng instead.
#include "CCodecBridge.h"
#include "CodecSupport.h"
#include "CRasterKernels.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

enum { cannot_tell = -1, differs = 0, matches = 1 };

static uint32_t big_endian32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static int chunk_is(const uint8_t *chunk, const char *type) { return memcmp(chunk + 4, type, 4) == 0; }

/// Ancillary chunks whose presence changes nothing in the decoded pixels, and which libpng
/// reads without failing the image (at worst it warns): ViewTree's sRGB, and what PNGs from Apple's
/// encoders carry (colour profile, EXIF, XMP text, `iDOT`, an unknown chunk libpng skips). Any
/// other chunk means "cannot tell".
static int is_harmless_ancillary(const uint8_t *chunk) {
    static const char *const types[] = { "sRGB", "gAMA", "cHRM", "iCCP", "pHYs", "tEXt", "zTXt", "iTXt",
                                         "tIME", "eXIf", "iDOT" };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        if (chunk_is(chunk, types[i])) return 1;
    }
    return 0;
}

// MARK: - Adler-32

// The modulus, and the most bytes between two reductions (zlib's NMAX, a multiple of 16) so
// that no 32-bit lane overflows.
enum { adler_base = 65521, adler_block = 5552 };

#if defined(__x86_64__) && defined(__OPTIMIZE__)
/// The lanes of `vector` added up.
static uint64_t lane_sum(__m128i vector) {
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, vector);
    return (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

/// Adler-32's sums over blocks of 32-byte steps (AVX2): s1 gains the bytes' sum; s2 gains 32 x s1
/// before each step plus the bytes weighted 32, 31, ..., 1. The bytes left over (under 32) are not read.
__attribute__((target("avx2")))
static size_t adler32_steps_avx2(uint64_t *s1, uint64_t *s2, const uint8_t *bytes, size_t count) {
    const __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi16(1);
    const __m256i weights = _mm256_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                             16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    size_t done = 0;
    while (count - done >= 32) {
        size_t steps = (count - done < adler_block ? count - done : adler_block) / 32;
        __m256i before = zero, sums = zero, weighted = zero;
        *s2 += 32 * *s1 * steps;
        for (size_t step = 0; step < steps; step++, done += 32) {
            __m256i block = _mm256_loadu_si256((const __m256i *)(bytes + done));
            before = _mm256_add_epi32(before, sums);
            sums = _mm256_add_epi32(sums, _mm256_sad_epu8(block, zero));
            weighted = _mm256_add_epi32(weighted, _mm256_madd_epi16(_mm256_maddubs_epi16(block, weights), ones));
        }
        *s2 += 32 * (lane_sum(_mm256_castsi256_si128(before)) + lane_sum(_mm256_extracti128_si256(before, 1)))
            + lane_sum(_mm256_castsi256_si128(weighted)) + lane_sum(_mm256_extracti128_si256(weighted, 1));
        *s1 += lane_sum(_mm256_castsi256_si128(sums)) + lane_sum(_mm256_extracti128_si256(sums, 1));
        *s1 %= adler_base;
        *s2 %= adler_base;
    }
    return done;
}

/// The same sixteen bytes a step with SSE2, which every x86-64 processor has.
static size_t adler32_steps_sse2(uint64_t *s1, uint64_t *s2, const uint8_t *bytes, size_t count) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i low_weights = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i high_weights = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    size_t done = 0;
    while (count - done >= 16) {
        size_t steps = (count - done < adler_block ? count - done : adler_block) / 16;
        __m128i before = zero, sums = zero, weighted = zero;
        *s2 += 16 * *s1 * steps;
        for (size_t step = 0; step < steps; step++, done += 16) {
            __m128i block = _mm_loadu_si128((const __m128i *)(bytes + done));
            before = _mm_add_epi32(before, sums);
            sums = _mm_add_epi32(sums, _mm_sad_epu8(block, zero));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(block, zero), low_weights));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(block, zero), high_weights));
        }
        *s2 += 16 * lane_sum(before) + lane_sum(weighted);
        *s1 += lane_sum(sums);
        *s1 %= adler_base;
        *s2 %= adler_base;
    }
    return done;
}
#endif

uint32_t vt_adler32(uint32_t adler, const uint8_t *bytes, size_t count) {
#if defined(__x86_64__) && defined(__OPTIMIZE__)
    uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    size_t done = __builtin_cpu_supports("avx2") ? adler32_steps_avx2(&s1, &s2, bytes, count)
                                                 : adler32_steps_sse2(&s1, &s2, bytes, count);
    adler = (uint32_t)(s2 << 16 | s1);
    bytes += done;
    count -= done;
#endif
    // The last bytes; and everything elsewhere, or unoptimised (a debug build, where SwiftPM
    // compiles C at -O0 even for a dependency, and the loops above are four times slower than
    // zlib's own, which the system built optimised).
    return (uint32_t)adler32_z(adler, bytes, count);
}

// MARK: - Image data

/// The image data: the IDAT chunks, which must follow each other, read in order.
typedef struct {
    const uint8_t *data;
    size_t count;
    size_t next;             // the offset of the chunk after the current one
    const uint8_t *current;  // the current chunk's data
} image_data;

/// Gives zlib the next IDAT chunk's data: 0 when there is none.
static int feed(image_data *chunks, z_stream *stream) {
    if (chunks->next + 12 > chunks->count || !chunk_is(chunks->data + chunks->next, "IDAT")) return 0;
    uint32_t length = big_endian32(chunks->data + chunks->next);
    chunks->current = chunks->data + chunks->next + 8;
    stream->next_in = (Bytef *)chunks->current;
    stream->avail_in = length;
    chunks->next += 12 + (size_t)length;
    return 1;
}

/// Inflates exactly `count` bytes into `output` (none when `count` is 0): `Z_OK`, `Z_STREAM_END`
/// when the stream ended with the last of them, or `Z_DATA_ERROR` when it ends, fails or runs
/// out of data first.
static int inflate_exactly(z_stream *stream, image_data *chunks, uint8_t *output, size_t count) {
    stream->next_out = output;
    stream->avail_out = (uInt)count;
    for (;;) {
        if (stream->avail_in == 0 && !feed(chunks, stream)) return Z_DATA_ERROR;
        int status = inflate(stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) return stream->avail_out == 0 ? Z_STREAM_END : Z_DATA_ERROR;
        if (status != Z_OK) return Z_DATA_ERROR;
        if (stream->avail_out == 0) return Z_OK;
    }
}

/// Undoes a row's PNG filter in place (4 bytes a pixel); `previous` is the row above, unfiltered
/// (zeros for the first row). 0 for an unknown filter.
static int unfilter(uint8_t filter, uint8_t *row, const uint8_t *previous, size_t length) {
    switch (filter) {
    case 0:
        return 1;
    case 1:
        for (size_t i = 4; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - 4]);
        return 1;
    case 2:
        for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + previous[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < length; i++) {
            unsigned left = i >= 4 ? row[i - 4] : 0;
            row[i] = (uint8_t)(row[i] + ((left + previous[i]) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < length; i++) {
            int a = i >= 4 ? row[i - 4] : 0, b = previous[i], c = i >= 4 ? previous[i - 4] : 0;
            int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            int predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
            row[i] = (uint8_t)(row[i] + predictor);
        }
        return 1;
    default:
        return 0;
    }
}

// MARK: - Comparison

enum { rows_per_batch = 16 };

/// Inflates the image data after the chunks were checked and compares it row by row.
static int compare_rows(image_data *chunks, const uint32_t *expected, uint32_t width, uint32_t height) {
    size_t row_bytes = (size_t)width * 4, stride = row_bytes + 1;
    // A batch of raw rows (filter byte first) and the unfiltered row above the batch.
    uint8_t *batch = (uint8_t *)malloc(stride * rows_per_batch + row_bytes);
    if (batch == NULL) return cannot_tell;
    uint8_t *above = batch + stride * rows_per_batch;
    memset(above, 0, row_bytes);

    z_stream stream;
    memset(&stream, 0, sizeof stream);
    int result = cannot_tell;
    // Window bits 0: the window the zlib header declares, as libpng inflates (a distance beyond it is an error).
    if (inflateInit2(&stream, 0) != Z_OK) {
        free(batch);
        return cannot_tell;
    }
    // zlib reads the header and the trailer; the checksum is computed here, much faster.
    inflateValidate(&stream, 0);
    uint32_t adler = 1;
    int status = Z_OK;
    for (uint32_t y = 0; y < height;) {
        uint32_t rows = height - y < rows_per_batch ? height - y : rows_per_batch;
        status = inflate_exactly(&stream, chunks, batch, stride * rows);
        if (status == Z_DATA_ERROR || (status == Z_STREAM_END && y + rows < height)) goto done;
        adler = vt_adler32(adler, batch, stride * rows);
        for (uint32_t i = 0; i < rows; i++, y++) {
            uint8_t *row = batch + stride * i + 1;
            const uint8_t *previous = i == 0 ? above : row - stride;
            if (!unfilter(row[-1], row, previous, row_bytes)) goto done;
            if (!vt_premultiplied_pixels_equal(row, expected + (size_t)y * width, width)) {
                result = differs;
                goto done;
            }
        }
        memcpy(above, batch + stride * (rows - 1) + 1, row_bytes);
    }
    // The stream must end right after the last row, with no data after it in the IDAT chunks
    // (libpng only warns about extra data: left to libpng), and its checksum, which zlib has read
    // as the last four bytes of the last chunk, must be the rows' Adler-32.
    if (status != Z_STREAM_END) {
        uint8_t spare;
        stream.next_out = &spare;
        stream.avail_out = 1;
        do {
            if (stream.avail_in == 0 && !feed(chunks, &stream)) goto done;
            status = inflate(&stream, Z_NO_FLUSH);
        } while (status == Z_OK && stream.avail_out == 1);
        if (status != Z_STREAM_END || stream.avail_out != 1) goto done;
    }
    if (stream.avail_in != 0 || feed(chunks, &stream) || stream.next_in - 4 < chunks->current) goto done;
    result = big_endian32(stream.next_in - 4) == adler ? matches : cannot_tell;
done:
    inflateEnd(&stream);
    free(batch);
    return result;
}

int vt_png_compare_premultiplied_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension,
                                       uint64_t max_pixels, const uint32_t *expected, uint32_t width,
                                       uint32_t height) {
    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    if (data == NULL || count < 8 + 25 || memcmp(data, signature, 8) != 0) return cannot_tell;
    // IHDR first: width, height, bit depth 8, colour type 6 (RGBA), compression 0, filter 0, not interlaced.
    const uint8_t *header = data + 16;
    uint32_t image_width = big_endian32(header), image_height = big_endian32(header + 4);
    char unused[160];
    if (big_endian32(data + 8) != 13 || !chunk_is(data + 8, "IHDR") || image_width == 0 || image_height == 0
        || vt_codec_exceeds_limits(image_width, image_height, max_dimension, max_pixels, unused, sizeof unused)
        || header[8] != 8 || header[9] != 6 || header[10] != 0 || header[11] != 0 || header[12] != 0) {
        return cannot_tell;
    }
    // Then every chunk up to IEND: whole, with a correct CRC, of a known kind, IDATs in one run,
    // none longer than libpng accepts (an IDAT at most the raw image's size, well under libpng's
    // limit for it; other chunks at most 1 MiB, under its 8 MB).
    uint64_t raw_size = (uint64_t)image_height * ((uint64_t)image_width * 4 + 1);
    size_t first_image_data = 0;
    int image_data_ended = 0, ended = 0;
    for (size_t offset = 8; !ended;) {
        if (offset + 12 > count) return cannot_tell;
        const uint8_t *chunk = data + offset;
        uint32_t length = big_endian32(chunk);
        if ((size_t)length > count - offset - 12) return cannot_tell;
        uint32_t crc = (uint32_t)crc32_z(0, chunk + 4, (size_t)length + 4);
        if (crc != big_endian32(chunk + 8 + length)) return cannot_tell;
        int image_data = chunk_is(chunk, "IDAT");
        if (length > (image_data ? raw_size : 1u << 20)) return cannot_tell;
        if (image_data) {
            if (image_data_ended) return cannot_tell;
            if (first_image_data == 0) first_image_data = offset;
        } else {
            if (first_image_data != 0) image_data_ended = 1;
            if (chunk_is(chunk, "IEND")) {
                if (length != 0) return cannot_tell;
                ended = 1;
            } else if (offset != 8 && !is_harmless_ancillary(chunk)) {
                return cannot_tell;
            }
        }
        offset += 12 + (size_t)length;
    }
    if (first_image_data == 0) return cannot_tell;
    if (image_width != width || image_height != height) return differs;
    image_data chunks = { data, count, first_image_data, NULL };
    return compare_rows(&chunks, expected, width, height);
}
