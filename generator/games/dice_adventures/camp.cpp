#include "games/dice_adventures/camp.hpp"

namespace pnpkit::dice_adventures {

int party_size(PartyKey party) {
    int n = 0;
    for (int c = 0; c < k_max_classes; ++c) n += level_of(party, c) > 0;
    return n;
}

int party_levels(PartyKey party) {
    int sum = 0;
    for (int c = 0; c < k_max_classes; ++c) sum += level_of(party, c);
    return sum;
}

int party_classes(PartyKey party, int (&out)[k_max_classes]) {
    int n = 0;
    for (int c = 0; c < k_max_classes; ++c) {
        if (level_of(party, c) > 0) out[n++] = c;
    }
    return n;
}

}  // namespace pnpkit::dice_adventures
