// Intentionally empty: the submodules of `os` that module.modulemap declares carry no C
// declarations; what apps use of them comes from the Swift module ViewGraphOS.
