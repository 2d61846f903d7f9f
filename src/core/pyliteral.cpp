// A recursive-descent reader for the Python literal subset used by problem metadata.
#include "core/pyliteral.h"

#include <cctype>
#include <sstream>

namespace anvil {
namespace {

using nlohmann::json;

struct Parser {
  const std::string& s;
  size_t& p;
  std::string err;

  void skip() {
    while (p < s.size()) {
      char c = s[p];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\') {
        ++p;
      } else if (c == '#') {
        while (p < s.size() && s[p] != '\n') ++p;
      } else {
        break;
      }
    }
  }
  bool fail(const std::string& m) {
    if (err.empty()) {
      size_t line = 1;
      for (size_t i = 0; i < p && i < s.size(); ++i) line += s[i] == '\n';
      err = m + " (line " + std::to_string(line) + ")";
    }
    return false;
  }

  bool string_lit(json& out) {
    // Optional prefixes r/R (raw) are accepted; b/f prefixes are not literals we allow.
    bool raw = false;
    if (s[p] == 'r' || s[p] == 'R') {
      raw = true;
      ++p;
    }
    char q = s[p];
    bool triple = s.compare(p, 3, std::string(3, q)) == 0;
    p += triple ? 3 : 1;
    std::string v;
    while (true) {
      if (p >= s.size()) return fail("unterminated string");
      if (triple ? s.compare(p, 3, std::string(3, q)) == 0 : s[p] == q) {
        p += triple ? 3 : 1;
        break;
      }
      char c = s[p++];
      if (!triple && c == '\n') return fail("newline in string");
      if (c == '\\' && !raw && p < s.size()) {
        char e = s[p++];
        switch (e) {
          case 'n': v += '\n'; break;
          case 't': v += '\t'; break;
          case 'r': v += '\r'; break;
          case '\\': v += '\\'; break;
          case '\'': v += '\''; break;
          case '"': v += '"'; break;
          case '\n': break;
          default: v += '\\'; v += e;
        }
      } else {
        v += c;
      }
    }
    out = v;
    // Adjacent string literals concatenate, as in Python.
    size_t save = p;
    skip();
    if (p < s.size() && (s[p] == '"' || s[p] == '\'')) {
      json more;
      if (!string_lit(more)) return false;
      out = out.get<std::string>() + more.get<std::string>();
    } else {
      p = save;
    }
    return true;
  }

  bool number(json& out, bool neg) {
    size_t b = p;
    bool is_float = false;
    while (p < s.size() && (std::isalnum(static_cast<unsigned char>(s[p])) || s[p] == '.' ||
                            s[p] == '_' ||
                            ((s[p] == '+' || s[p] == '-') && (s[p - 1] == 'e' || s[p - 1] == 'E')))) {
      if (s[p] == '.' || s[p] == 'e' || s[p] == 'E') is_float = true;
      ++p;
    }
    std::string t;
    for (size_t i = b; i < p; ++i)
      if (s[i] != '_') t += s[i];
    if (t.rfind("0x", 0) == 0 || t.rfind("0X", 0) == 0) is_float = false;
    try {
      size_t used = 0;
      if (is_float) {
        double d = std::stod(t, &used);
        if (used != t.size()) return fail("bad number '" + t + "'");
        out = neg ? -d : d;
      } else {
        long long v = std::stoll(t, &used, 0);
        if (used != t.size()) return fail("bad number '" + t + "'");
        out = neg ? -v : v;
      }
    } catch (...) {
      return fail("bad number '" + t + "'");
    }
    return true;
  }

  bool sequence(json& out, char close) {
    out = json::array();
    ++p;
    while (true) {
      skip();
      if (p >= s.size()) return fail("unterminated list/tuple");
      if (s[p] == close) {
        ++p;
        return true;
      }
      json v;
      if (!value(v)) return false;
      out.push_back(v);
      skip();
      if (p < s.size() && s[p] == ',') {
        ++p;
      } else if (p < s.size() && s[p] != close) {
        return fail(std::string("expected ',' or '") + close + "'");
      }
    }
  }

  bool dict(json& out) {
    out = json::object();
    ++p;
    while (true) {
      skip();
      if (p >= s.size()) return fail("unterminated dict");
      if (s[p] == '}') {
        ++p;
        return true;
      }
      json k;
      if (!value(k)) return false;
      if (!k.is_string()) {
        if (k.is_number()) k = k.dump();
        else return fail("dict keys must be strings or numbers");
      }
      skip();
      if (p >= s.size() || s[p] != ':') return fail("expected ':' in dict");
      ++p;
      json v;
      if (!value(v)) return false;
      out[k.get<std::string>()] = v;
      skip();
      if (p < s.size() && s[p] == ',') ++p;
      else if (p < s.size() && s[p] != '}') return fail("expected ',' or '}'");
    }
  }

  bool value(json& out) {
    skip();
    if (p >= s.size()) return fail("unexpected end of text");
    char c = s[p];
    if (c == '{') return dict(out);
    if (c == '[') return sequence(out, ']');
    if (c == '(') return sequence(out, ')');
    if (c == '"' || c == '\'') return string_lit(out);
    if ((c == 'r' || c == 'R') && p + 1 < s.size() && (s[p + 1] == '"' || s[p + 1] == '\''))
      return string_lit(out);
    if (c == '-' || c == '+') {
      ++p;
      skip();
      if (p >= s.size() || !(std::isdigit(static_cast<unsigned char>(s[p])) || s[p] == '.'))
        return fail("expected a number after sign");
      return number(out, c == '-');
    }
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') return number(out, false);
    for (auto [word, v] : {std::pair<const char*, json>{"True", true}, {"False", false},
                           {"None", nullptr}}) {
      size_t n = std::char_traits<char>::length(word);
      if (s.compare(p, n, word) == 0 &&
          (p + n >= s.size() || !(std::isalnum(static_cast<unsigned char>(s[p + n])) || s[p + n] == '_'))) {
        p += n;
        out = v;
        return true;
      }
    }
    return fail("not a literal (only strings, numbers, lists, tuples, dicts, True/False/None)");
  }
};

}  // namespace

LiteralResult parse_py_literal(const std::string& text, size_t& pos) {
  Parser ps{text, pos, ""};
  json v;
  if (!ps.value(v)) return {nullptr, ps.err};
  return {v, ""};
}

std::optional<LiteralResult> find_py_assignment(const std::string& source, const std::string& name) {
  size_t p = 0;
  while (p < source.size()) {
    size_t eol = source.find('\n', p);
    if (eol == std::string::npos) eol = source.size();
    if (source.compare(p, name.size(), name) == 0) {
      size_t q = p + name.size();
      while (q < eol && (source[q] == ' ' || source[q] == '\t')) ++q;
      if (q < eol && source[q] == '=' && (q + 1 >= source.size() || source[q + 1] != '=')) {
        ++q;
        auto r = parse_py_literal(source, q);
        return r;
      }
    }
    p = eol + 1;
  }
  return std::nullopt;
}

}  // namespace anvil
