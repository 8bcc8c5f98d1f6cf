#pragma once

#include <string>
#include <utility>
#include <variant>

namespace attn {

/// An error reported as a value: a message meant for the learner or the command line.
struct Error {
    std::string message;
};

/// Either a value or an Error (a minimal std::expected, which C++20 lacks).
template <typename T>
class Result {
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const { return std::get<T>(m_data); }
    T &value() { return std::get<T>(m_data); }
    const T &operator*() const { return value(); }
    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace attn
