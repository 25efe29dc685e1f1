#include "core/dice/pool_distribution.hpp"

#include <algorithm>
#include <cmath>

#include "core/dice/keep_distribution.hpp"

namespace pnpkit::dice {

namespace {

// A pool's die seen by the exact computation: each face's probability after rerolls, whether it
// explodes, and what it adds when kept.
struct DieModel {
    std::vector<double> face;
    std::vector<bool> explodes;
    std::vector<int> weight;
    int max_weight = 0;
    double explode_chance = 0;  // of one roll showing an exploding face
    double stay_chance = 1;     // of one roll showing any other face
};

DieModel die_model(const Pool& pool) {
    DieModel die;
    die.face = face_distribution(pool);
    auto size = static_cast<std::size_t>(pool.faces) + 1;
    die.explodes.assign(size, false);
    die.weight.assign(size, 0);
    die.max_weight = pool.success ? 1 : pool.faces;
    CarefulSum up, stay;
    for (int f = 1; f <= pool.faces; ++f) {
        auto i = static_cast<std::size_t>(f);
        die.explodes[i] = pool.explode && pool.explode->matches(f);
        die.weight[i] = pool.success ? (pool.success->matches(f) ? 1 : 0) : f;
        (die.explodes[i] ? up : stay).add(die.face[i]);
    }
    die.explode_chance = up.value();
    die.stay_chance = stay.value();
    return die;
}

// The distribution of what one roll adds when its face is drawn among the exploding faces, or
// among the others (normalised to 1).
Distribution roll_weight(const DieModel& die, bool exploding) {
    std::vector<double> p(static_cast<std::size_t>(die.max_weight) + 1, 0.0);
    double mass = exploding ? die.explode_chance : die.stay_chance;
    for (std::size_t f = 1; f < die.face.size(); ++f) {
        if (die.explodes[f] == exploding)
            p[static_cast<std::size_t>(die.weight[f])] += die.face[f] / mass;
    }
    return Distribution(0, std::move(p));
}

// sum over e of weights(e) * step^{*e}, by Horner's rule (a scatter when step is one value).
Distribution mixture_of_powers(const Distribution& weights, const Distribution& step,
                               Budget& budget) {
    if (step.width() == 1) {
        std::int64_t x = step.min();
        if (x == 0)
            return Distribution(0, {weights.total()});
        budget.allocate(double(weights.max()) * double(x) + 1);
        std::vector<double> p(static_cast<std::size_t>(weights.max() * x) + 1, 0.0);
        for (std::int64_t e = weights.min(); e <= weights.max(); ++e)
            p[static_cast<std::size_t>(e * x)] = weights.at(e);
        return Distribution(0, std::move(p));
    }
    Distribution acc(0, {});
    for (std::int64_t e = weights.max(); e >= 0; --e) {
        if (!acc.empty())
            acc = convolve(acc, step, budget);
        acc.add(Distribution::point(0), weights.at(e), budget);
    }
    return acc;
}

// Calls visit(capped, extra_rolls) for each number `capped` of dice whose chain reaches the cap
// with an exploding face (and so has k_max_explosions + 1 exploding rolls and no other), with
// extra_rolls[e] the probability that the other chains show e exploding faces between them, times
// the probability of `capped`. Each other chain shows j exploding faces then one staying face,
// with probability explode^j * stay for j = 0..k_max_explosions.
template <typename Visit>
void for_each_capped_count(int dice, const DieModel& die, Budget& budget, Visit visit) {
    std::vector<double> chain(static_cast<std::size_t>(k_max_explosions) + 1);
    double run = 1;  // explode_chance^j
    for (double& c : chain) {
        c = run * die.stay_chance;
        run *= die.explode_chance;
    }
    Distribution one_chain(0, std::move(chain));
    double log_capped = (k_max_explosions + 1) * std::log(die.explode_chance);
    auto weight = [&](int capped) {
        double log_choose =
            std::lgamma(dice + 1.0) - std::lgamma(capped + 1.0) - std::lgamma(dice - capped + 1.0);
        return std::exp(log_choose + capped * log_capped);
    };
    int most = 0;
    for (int capped = 0; capped <= dice; ++capped) {
        if (weight(capped) > 0)
            most = capped;
    }
    Distribution chains = power(one_chain, dice - most, budget);
    for (int capped = most; capped >= 0; --capped) {
        if (capped < most)
            chains = convolve(chains, one_chain, budget);
        double w = weight(capped);
        if (w == 0)
            continue;
        Distribution weighted(0, {});
        weighted.add(chains, w, budget);
        visit(capped, weighted);
    }
}

// An exploding pool without keep/drop: the sum does not depend on how the rolls are split between
// chains, so it is E exploding rolls plus the staying rolls, mixed over the law of E.
Distribution exploding_sum(const Pool& pool, const DieModel& die, Budget& budget) {
    Distribution up = roll_weight(die, true);
    Distribution stay = roll_weight(die, false);
    Distribution result(0, {});
    for_each_capped_count(
        pool.count, die, budget, [&](int capped, const Distribution& extra_rolls) {
            Distribution mixed = mixture_of_powers(extra_rolls, up, budget);
            mixed = convolve(mixed, power(up, capped * (k_max_explosions + 1), budget), budget);
            result.add(convolve(mixed, power(stay, pool.count - capped, budget), budget), 1.0,
                       budget);
        });
    return result;
}

// An exploding pool with keep/drop: the keep programme for each count of exploding and staying
// rolls, mixed over their law, the likeliest counts first. Once less than k_negligible_mass of the
// law is left (or the work runs out with that little left), the rest is left out and recorded in
// the budget: the long chains past that point cost the most and change no probability by more.
Distribution exploding_keep(const Pool& pool, const DieModel& die, KeepProgramme& programme,
                            Budget& budget) {
    struct Term {
        int exploding;
        int staying;
        double weight;
    };
    std::vector<Term> terms;
    for_each_capped_count(
        pool.count, die, budget, [&](int capped, const Distribution& extra_rolls) {
            for (std::int64_t e = extra_rolls.min(); e <= extra_rolls.max(); ++e) {
                double w = extra_rolls.at(e);
                if (w > 0)
                    terms.push_back({static_cast<int>(e) + capped * (k_max_explosions + 1),
                                     pool.count - capped, w});
            }
        });
    std::sort(terms.begin(), terms.end(),
              [](const Term& a, const Term& b) { return a.weight > b.weight; });
    std::vector<double> left(terms.size() + 1, 0.0);  // left[i]: the weight of terms i and after
    for (std::size_t i = terms.size(); i-- > 0;)
        left[i] = left[i + 1] + terms[i].weight;

    // A tenth of the budget stays for the work after this pool.
    Budget work(budget.left() * 0.9);
    Distribution result(0, {});
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const Term& t = terms[i];
        if (left[i] < k_negligible_mass) {
            budget.omit(left[i]);
            break;
        }
        try {
            int keep = pool.keep->kept(t.exploding + t.staying);
            result.add(programme.run(t.exploding, t.staying, keep, work), t.weight, work);
        } catch (const TooLarge&) {
            if (left[i] >= k_negligible_mass)
                throw;
            budget.omit(left[i]);
            break;
        }
    }
    budget.spend(budget.left() * 0.9 - std::max(work.left(), 0.0));
    return result;
}

}  // namespace

std::vector<double> face_distribution(const Pool& pool) {
    auto faces = static_cast<std::size_t>(pool.faces);
    std::vector<double> p(faces + 1, 0.0);
    std::size_t matched = 0;
    for (int f = 1; f <= pool.faces; ++f)
        matched += pool.rerolled(f) ? 1 : 0;
    for (int f = 1; f <= pool.faces; ++f) {
        auto i = static_cast<std::size_t>(f);
        bool hit = pool.rerolled(f);
        switch (pool.reroll) {
            case RerollKind::none:
                p[i] = 1.0 / double(faces);
                break;
            case RerollKind::recursive:
                p[i] = hit ? 0.0 : 1.0 / double(faces - matched);
                break;
            case RerollKind::once:
                p[i] = (hit ? 0.0 : 1.0 / double(faces)) +
                       double(matched) / (double(faces) * double(faces));
                break;
        }
    }
    return p;
}

Distribution pool_distribution(const Pool& pool, Budget& budget) {
    budget.allocate(double(pool.faces));
    DieModel die = die_model(pool);
    if (!pool.keep) {
        if (!pool.explode)
            return power(roll_weight(die, false), pool.count, budget);
        return exploding_sum(pool, die, budget);
    }
    KeepProgramme programme(
        face_steps(die.face, die.explodes, die.weight, pool.keep->keeps_highest()), die.max_weight);
    if (!pool.explode)
        return programme.run(0, pool.count, pool.keep->kept(pool.count), budget);
    return exploding_keep(pool, die, programme, budget);
}

}  // namespace pnpkit::dice
