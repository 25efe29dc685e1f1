#include "games/dragon_dice_solo/start_face.hpp"

namespace pnpkit::games::dragon_dice_solo {

StartFace resolve_start(const TerrainType& terrain, const Position& position, EighthFaceRule rule) {
    StartFace start;
    const int faces = static_cast<int>(terrain.faces.size());
    for (int face = 1; face <= faces; ++face) {
        if (terrain.faces[face - 1] == position.icon) {
            start.lowest = face;
            break;
        }
    }
    if (start.lowest == 0) {
        start.status = StartFace::Status::no_icon;
        return start;
    }
    start.literal = start.lowest + position.plus;
    int eighth = 0;
    for (int face = 1; face <= faces; ++face) {
        if (terrain.faces[face - 1] == k_eighth_icon)
            eighth = face;
    }
    if (position.eighth_face_wins && eighth > 0 && start.literal >= eighth) {
        if (rule == EighthFaceRule::below_eighth && eighth > 1) {
            start.status = StartFace::Status::adjusted;
            start.face = eighth - 1;
        } else {
            start.status = StartFace::Status::degenerate;
            start.face = eighth;
        }
        return start;
    }
    if (start.literal > faces) {
        start.status = StartFace::Status::past_die;
        return start;
    }
    start.face = start.literal;
    return start;
}

}  // namespace pnpkit::games::dragon_dice_solo
