#pragma once

#include <vector>

#include "core/dice/distribution.hpp"

namespace pnpkit::dice {

// One face of a die in the order keep/drop looks at them (highest first to keep the highest).
// Faces are of two kinds that never share a face: those that explode and the others.
struct FaceStep {
    bool explodes = false;
    double chance = 0;  // the face's probability among the faces of its kind not yet looked at
    int weight = 0;     // what a kept die showing it adds: the face, or 1/0 for a success/failure
};

// The faces of a die with probabilities `face` (index = face) in keep order, those of each kind
// with their conditional chances. Faces of probability 0 are left out.
std::vector<FaceStep> face_steps(const std::vector<double>& face, const std::vector<bool>& explodes,
                                 const std::vector<int>& weight, bool highest_first);

// The keep/drop dynamic programme over the faces of one die: for each face in step order, the
// state (dice of each kind placed, kept weight so far) moves by conditional binomials for how many
// of the remaining dice show that face; outcomes are never enumerated. Its buffers are kept from
// one run to the next, as an exploding pool runs it for many pool sizes.
class KeepProgramme {
  public:
    KeepProgramme(std::vector<FaceStep> steps, int max_weight)
        : m_steps(std::move(steps)), m_max_weight(max_weight) {}

    // The distribution of the summed weight of the first `keep` dice in step order, among
    // `exploding` independent dice drawn from the exploding faces and `staying` dice drawn from the
    // others. Needs 1 <= keep <= exploding + staying. Throws TooLarge when the budget runs out.
    Distribution run(int exploding, int staying, int keep, Budget& budget);

  private:
    std::vector<FaceStep> m_steps;
    int m_max_weight;
    std::vector<std::vector<double>> m_state;
    std::vector<std::vector<double>> m_next;
};

}  // namespace pnpkit::dice
