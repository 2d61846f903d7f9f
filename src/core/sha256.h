// SHA-256 of text, as 64 lowercase hex digits (OpenSSL's libcrypto). Used for verdict cache keys,
// where a collision would hand one candidate another's verdict, so a 64-bit hash will not do.
#pragma once
#include <string>
#include <string_view>

namespace anvil {

std::string sha256_hex(std::string_view data);

}  // namespace anvil
