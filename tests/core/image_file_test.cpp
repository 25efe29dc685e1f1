#include "core/image_file.hpp"

#include <catch2/catch.hpp>

#include "support/images.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using pnpkit::test::TempDir;
namespace fs = std::filesystem;

namespace {

Colour grey(int, int) {
    return Colour::rgb(128, 128, 128);
}

std::string reason(const std::variant<ImageHeader, std::string>& result) {
    const auto* text = std::get_if<std::string>(&result);
    return text ? *text : std::string("(no problem)");
}

}  // namespace

TEST_CASE("an image's header gives its format and size without decoding it", "[image]") {
    TempDir dir;
    test::write_png_file(dir / "a.png", 30, 20, Colour::black());
    dir.write("b.jpg", test::jpeg_bytes(40, 25, test::JpegKind::rgb, grey));
    dir.write("c.JPEG", test::jpeg_bytes(7, 9, test::JpegKind::grey, grey, 6));
    dir.write("d.svg", "\xEF\xBB\xBF  <?xml version=\"1.0\"?>\n<!-- art -->\n<svg xmlns=\"x\"/>");
    auto png = std::get<ImageHeader>(check_image(dir / "a.png"));
    CHECK((png.format == ImageFormat::png && png.size.width == 30 && png.size.height == 20));
    auto jpeg = std::get<ImageHeader>(check_image(dir / "b.jpg"));
    CHECK((jpeg.format == ImageFormat::jpeg && jpeg.size.width == 40 && jpeg.size.height == 25));
    // An EXIF block before the frame header is walked over.
    auto rotated = std::get<ImageHeader>(check_image(dir / "c.JPEG"));
    CHECK((rotated.size.width == 7 && rotated.size.height == 9));
    CHECK(std::get<ImageHeader>(check_image(dir / "d.svg")).format == ImageFormat::svg);
}

TEST_CASE("an image is refused when its content is not what its name says", "[image]") {
    TempDir dir;
    test::write_png_file(dir / "photo.jpg", 4, 4, Colour::black());
    dir.write("art.svg", "not a drawing");
    dir.write("logo.gif", "GIF89a");
    dir.write("cut.jpg", test::jpeg_bytes(40, 25, test::JpegKind::rgb, grey).substr(0, 12));
    dir.write("empty.png", "");
    CHECK(reason(check_image(dir / "photo.jpg")) ==
          "not a JPEG file: it holds a PNG image (name it .png)");
    CHECK(reason(check_image(dir / "art.svg")) == "not an SVG file");
    CHECK(reason(check_image(dir / "logo.gif")) ==
          "not a PNG, JPEG or SVG file (the name must end in .png, .jpg, .jpeg or .svg)");
    CHECK(reason(check_image(dir / "cut.jpg")) ==
          "not a JPEG file (its header is cut short or damaged)");
    CHECK(reason(check_image(dir / "empty.png")) == "not a PNG file");
    CHECK(reason(check_image(dir / "none.png")) == "not found");
}

TEST_CASE("a JPEG larger than the pixel limits is refused by its header", "[image]") {
    TempDir dir;
    std::string bytes = test::jpeg_bytes(16, 16, test::JpegKind::rgb, grey);
    // The frame header (SOF0) holds the height, then the width, 5 and 7 bytes after its marker.
    std::size_t sof = bytes.find("\xFF\xC0");
    REQUIRE(sof != std::string::npos);
    bytes[sof + 5] = '\x4E';  // height 20000
    bytes[sof + 6] = '\x20';
    dir.write("tall.jpg", bytes);
    CHECK(reason(check_image(dir / "tall.jpg")) ==
          "too large: 16 x 20000 pixels, the most is 8192 a side and 16 million in all");
}

TEST_CASE("a path is confined to its folder, symbolic links followed", "[image]") {
    TempDir dir;
    dir.write("game/art/inside.png", "x");
    dir.write("secret.png", "x");
    fs::create_symlink(dir / "secret.png", dir / "game/art/link.png");
    fs::create_symlink(dir.path(), dir / "game/up");
    fs::create_symlink("inside.png", dir / "game/art/relative.png");
    fs::path game = dir / "game";
    CHECK(std::get<fs::path>(confined_path(game, "art/inside.png")) == game / "art/inside.png");
    CHECK(std::holds_alternative<fs::path>(confined_path(game, "art/relative.png")));
    CHECK(std::holds_alternative<fs::path>(confined_path(game, "art/missing.png")));
    CHECK(std::get<std::string>(confined_path(game, "art/link.png")) ==
          "the path leads out of the folder through a symbolic link");
    CHECK(std::get<std::string>(confined_path(game, "up/secret.png")) ==
          "the path leads out of the folder through a symbolic link");
    CHECK(std::get<std::string>(confined_path(game, "../secret.png")) ==
          "the path leaves the folder with '..'");
    // A game folder reached through a link of its own is fine: both sides are resolved.
    fs::create_symlink(game, dir / "alias");
    CHECK(std::holds_alternative<fs::path>(confined_path(dir / "alias", "art/inside.png")));
    CHECK_FALSE(inside_real_path(game, dir / "gamesecret.png"));
}
