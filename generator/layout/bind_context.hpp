#pragma once

#include <string>

#include "layout/bind.hpp"

namespace pnpkit::layout {

// What binding one layer for one record knows: the template, the record, the layer and, in a
// repeated layer, which copy (from 0).
struct Binder::LayerContext {
    const Template& t;
    const Record& record;
    const Layer& layer;
    int index = 0;

    // "layer 'frame' of template 'card'" (the template alone for its background).
    std::string where() const {
        if (layer.name.empty()) return "template '" + t.id + "'";
        return "layer '" + layer.name + "' of template '" + t.id + "'";
    }
};

}  // namespace pnpkit::layout
