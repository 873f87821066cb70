"""urikit's C API from Python through ctypes (the standard library): the way
any language with a C FFI binds urikit. Usage: ctypes_urikit.py [LIBURIKIT.so]"""

import ctypes
import sys


class String(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self) -> str:
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


class Error(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int), ("offset", ctypes.c_uint32)]


lib = ctypes.CDLL(sys.argv[1] if len(sys.argv) > 1 else "liburikit.so")
lib.urikit_version.restype = ctypes.c_char_p
lib.urikit_error_message.restype = ctypes.c_char_p
lib.urikit_buffer_new.restype = ctypes.c_void_p
lib.urikit_buffer_text.argtypes = [ctypes.c_void_p]
lib.urikit_buffer_text.restype = String
lib.urikit_buffer_free.argtypes = [ctypes.c_void_p]
for name, extra in [("urikit_normalize", [ctypes.c_int]), ("urikit_domain_to_ascii", [ctypes.c_void_p])]:
    f = getattr(lib, name)
    f.argtypes = [ctypes.c_char_p, ctypes.c_size_t, *extra, ctypes.c_void_p]
    f.restype = Error

PROFILE_DEDUP = 3  # urikit_profile's URIKIT_PROFILE_DEDUP


def call(f, text: str, *args) -> str:
    data = text.encode()
    out = lib.urikit_buffer_new()
    try:
        e = f(data, len(data), *args, out)
        if e.code != 0:
            raise ValueError(f"{lib.urikit_error_message(e.code).decode()} at byte {e.offset}")
        return lib.urikit_buffer_text(out).text()
    finally:
        lib.urikit_buffer_free(out)


print("urikit", lib.urikit_version().decode())
print(call(lib.urikit_normalize, "HTTP://www.Example.com:80/a/./b/?utm_source=x&id=7#top", PROFILE_DEDUP))
print(call(lib.urikit_domain_to_ascii, "EXAMPLE.com", None))  # options: NULL, not strict
try:
    call(lib.urikit_normalize, "http://a/%zz", PROFILE_DEDUP)
except ValueError as e:
    print("error:", e)
