#pragma once

#include <array>
#include <cassert>
#include <cstddef>

namespace pnpkit::colf {

// A vector with its capacity fixed at compile time: the engine's state never allocates, so a
// simulator can play millions of games with it. Pushing past the capacity is a bug (assert).
template <typename T, std::size_t N>
class FixedVec {
  public:
    FixedVec() = default;
    FixedVec(std::initializer_list<T> items) {
        for (const T& item : items)
            push_back(item);
    }

    void push_back(const T& item) {
        assert(m_size < N);
        m_items[m_size++] = item;
    }
    void pop_back() {
        assert(m_size > 0);
        --m_size;
    }
    // Removes the element at `index`, keeping the order of the others.
    void erase(std::size_t index) {
        assert(index < m_size);
        for (std::size_t i = index + 1; i < m_size; ++i)
            m_items[i - 1] = m_items[i];
        --m_size;
    }
    void clear() { m_size = 0; }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    static constexpr std::size_t capacity() { return N; }
    T& operator[](std::size_t i) {
        assert(i < m_size);
        return m_items[i];
    }
    const T& operator[](std::size_t i) const {
        assert(i < m_size);
        return m_items[i];
    }
    T& back() { return (*this)[m_size - 1]; }
    T* begin() { return m_items.data(); }
    T* end() { return m_items.data() + m_size; }
    const T* begin() const { return m_items.data(); }
    const T* end() const { return m_items.data() + m_size; }

    bool operator==(const FixedVec& other) const {
        if (m_size != other.m_size)
            return false;
        for (std::size_t i = 0; i < m_size; ++i) {
            if (!(m_items[i] == other.m_items[i]))
                return false;
        }
        return true;
    }

  private:
    std::array<T, N> m_items{};
    std::size_t m_size = 0;
};

}  // namespace pnpkit::colf
