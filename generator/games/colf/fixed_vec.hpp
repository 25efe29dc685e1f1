#pragma once

#include <array>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>

namespace pnpkit::colf {

// Reports a FixedVec used past its bounds: a bug in the engine, never bad input (the callers check
// input against the capacities first). Throws std::length_error or std::out_of_range, in release
// builds too.
[[noreturn]] void fixed_vec_overflow(std::size_t capacity);
[[noreturn]] void fixed_vec_out_of_range(std::size_t index, std::size_t size);

// A vector with its capacity fixed at compile time: the engine's state never allocates, so a
// simulator can play millions of games with it. Every access is checked, in every build: pushing
// past the capacity or reading past the size throws instead of writing over memory.
template <typename T, std::size_t N>
class FixedVec {
public:
    FixedVec() = default;
    FixedVec(std::initializer_list<T> items) {
        for (const T& item : items) push_back(item);
    }

    void push_back(const T& item) {
        if (m_size >= N) fixed_vec_overflow(N);
        m_items[m_size++] = item;
    }
    void pop_back() {
        if (m_size == 0) fixed_vec_out_of_range(0, 0);
        --m_size;
    }
    // Removes the element at `index`, keeping the order of the others.
    void erase(std::size_t index) {
        if (index >= m_size) fixed_vec_out_of_range(index, m_size);
        for (std::size_t i = index + 1; i < m_size; ++i) m_items[i - 1] = m_items[i];
        --m_size;
    }
    void clear() { m_size = 0; }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    bool full() const { return m_size == N; }
    static constexpr std::size_t capacity() { return N; }
    T& operator[](std::size_t i) {
        if (i >= m_size) fixed_vec_out_of_range(i, m_size);
        return m_items[i];
    }
    const T& operator[](std::size_t i) const {
        if (i >= m_size) fixed_vec_out_of_range(i, m_size);
        return m_items[i];
    }
    T& back() { return (*this)[m_size - 1]; }
    T* begin() { return m_items.data(); }
    T* end() { return m_items.data() + m_size; }
    const T* begin() const { return m_items.data(); }
    const T* end() const { return m_items.data() + m_size; }

    bool operator==(const FixedVec& other) const {
        if (m_size != other.m_size) return false;
        for (std::size_t i = 0; i < m_size; ++i) {
            if (!(m_items[i] == other.m_items[i])) return false;
        }
        return true;
    }

private:
    std::array<T, N> m_items{};
    std::size_t m_size = 0;
};

}  // namespace pnpkit::colf
