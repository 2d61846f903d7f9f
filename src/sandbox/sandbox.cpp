// libanvil_sandbox: confinement for a freshly forked child that is about to run candidate code.
// Called through ctypes from python/anvil/runtime/sandbox.py, before CUDA is initialised:
//   anvil_sandbox_apply(config_json, report_buffer, report_len) -> 0, or -1 on a hard failure.
// Layers (each reported as applied, or degraded with the reason, never silently skipped):
//   network namespace, Landlock (writes only below the scratch folder and /dev), resource limits,
//   a separate uid when started as root, no_new_privs, and a seccomp deny-list.
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/landlock.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using nlohmann::json;

struct Report {
  json applied = json::array();
  json degraded = json::object();
  void ok(const std::string& what) { applied.push_back(what); }
  void no(const std::string& what, const std::string& why) { degraded[what] = why; }
};

std::string err() { return strerror(errno); }

void isolate_network(Report& r) {
  if (unshare(CLONE_NEWNET) == 0) {
    r.ok("network_namespace");
    return;
  }
  std::string first = err();
  // Without root, a user namespace grants the right to make a network namespace.
  uid_t uid = getuid();
  gid_t gid = getgid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNET) == 0) {
    auto write_file = [](const char* path, const std::string& text) {
      int fd = open(path, O_WRONLY);
      if (fd < 0) return false;
      bool ok = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
      close(fd);
      return ok;
    };
    write_file("/proc/self/setgroups", "deny");
    write_file("/proc/self/uid_map", std::to_string(uid) + " " + std::to_string(uid) + " 1\n");
    write_file("/proc/self/gid_map", std::to_string(gid) + " " + std::to_string(gid) + " 1\n");
    r.ok("network_namespace(user_namespace)");
    return;
  }
  r.no("network_namespace", "unshare failed (" + first + "; with a user namespace: " + err() +
                                "); the seccomp filter still refuses internet sockets");
}

#ifndef landlock_create_ruleset
int ll_create(const struct landlock_ruleset_attr* a, size_t s, __u32 f) {
  return static_cast<int>(syscall(__NR_landlock_create_ruleset, a, s, f));
}
int ll_add(int fd, enum landlock_rule_type t, const void* a, __u32 f) {
  return static_cast<int>(syscall(__NR_landlock_add_rule, fd, t, a, f));
}
int ll_restrict(int fd, __u32 f) { return static_cast<int>(syscall(__NR_landlock_restrict_self, fd, f)); }
#endif

void restrict_writes(const json& cfg, Report& r) {
  int abi = ll_create(nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
  if (abi < 1) {
    r.no("landlock", "the kernel offers no Landlock (" + err() + "): writes outside the scratch folder are "
                     "limited only by file permissions" + std::string(getuid() == 0 ? "" : " of this user"));
    return;
  }
  __u64 write_rights = LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR |
                       LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_MAKE_CHAR |
                       LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG | LANDLOCK_ACCESS_FS_MAKE_SOCK |
                       LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK | LANDLOCK_ACCESS_FS_MAKE_SYM;
#ifdef LANDLOCK_ACCESS_FS_REFER
  if (abi >= 2) write_rights |= LANDLOCK_ACCESS_FS_REFER;
#endif
#ifdef LANDLOCK_ACCESS_FS_TRUNCATE
  if (abi >= 3) write_rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
#endif
  struct landlock_ruleset_attr attr {};
  attr.handled_access_fs = write_rights;
  int rs = ll_create(&attr, sizeof(attr), 0);
  if (rs < 0) {
    r.no("landlock", "landlock_create_ruleset failed: " + err());
    return;
  }
  // The CUDA driver writes to its own /proc entries while it starts (seen on an H200 machine).
  std::vector<std::string> writable = {cfg.value("scratch", std::string("/tmp")), "/dev", "/proc/self"};
  for (const auto& extra : cfg.value("writable", std::vector<std::string>{})) writable.push_back(extra);
  for (const auto& path : writable) {
    int fd = open(path.c_str(), O_PATH | O_CLOEXEC);
    if (fd < 0) continue;
    struct landlock_path_beneath_attr pb {};
    pb.allowed_access = write_rights;
    pb.parent_fd = fd;
    ll_add(rs, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
    close(fd);
  }
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  if (ll_restrict(rs, 0) != 0) {
    r.no("landlock", "landlock_restrict_self failed: " + err());
  } else {
    r.ok("landlock_abi" + std::to_string(abi));
  }
  close(rs);
}

rlim_t tasks_of_user(uid_t uid) {
  rlim_t n = 0;
  DIR* proc = opendir("/proc");
  if (!proc) return 0;
  while (struct dirent* e = readdir(proc)) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    std::string task_dir = std::string("/proc/") + e->d_name + "/task";
    struct stat st {};
    if (stat(task_dir.c_str(), &st) != 0 || st.st_uid != uid) continue;
    if (DIR* t = opendir(task_dir.c_str())) {
      while (struct dirent* te = readdir(t))
        if (te->d_name[0] != '.') ++n;
      closedir(t);
    }
  }
  closedir(proc);
  return n;
}

void limit_resources(const json& cfg, Report& r) {
  auto set = [&](int res, rlim_t v, const char* name) {
    struct rlimit rl {v, v};
    if (setrlimit(res, &rl) == 0) r.ok(std::string("rlimit_") + name);
    else r.no(std::string("rlimit_") + name, err());
  };
  if (cfg.contains("cpu_seconds")) set(RLIMIT_CPU, cfg["cpu_seconds"].get<rlim_t>(), "cpu");
  set(RLIMIT_FSIZE, cfg.value("file_bytes", static_cast<rlim_t>(1) << 31), "fsize");
  set(RLIMIT_CORE, 0, "core");
  // RLIMIT_NPROC counts every task of the uid: with a uid of its own the candidate's budget is
  // its own; sharing the caller's uid, the budget comes on top of what that user already runs.
  rlim_t tasks = cfg.value("tasks", static_cast<rlim_t>(1024));
  if (geteuid() != 0 || !cfg.contains("uid") || cfg["uid"].is_null()) tasks += tasks_of_user(geteuid());
  set(RLIMIT_NPROC, tasks, "nproc");
  set(RLIMIT_NOFILE, cfg.value("open_files", static_cast<rlim_t>(4096)), "nofile");
}

// As root, run as an unprivileged uid of the candidate's own (no name needed): file permissions
// then protect everything root owns, other processes cannot be signalled, and RLIMIT_NPROC holds.
void drop_privileges(const json& cfg, Report& r) {
  if (geteuid() != 0) {
    r.no("separate_uid", "not started as root: the candidate keeps this user's rights");
    return;
  }
  if (!cfg.contains("uid") || cfg["uid"].is_null()) {
    r.no("separate_uid", "disabled by configuration");
    return;
  }
  uid_t uid = cfg["uid"].get<uid_t>();
  std::string scratch = cfg.value("scratch", std::string());
  if (!scratch.empty() && chown(scratch.c_str(), uid, uid) != 0) {
    r.no("separate_uid", "cannot hand the scratch folder to uid " + std::to_string(uid) + ": " + err());
    return;
  }
  if (setgroups(0, nullptr) != 0 || setresgid(uid, uid, uid) != 0 || setresuid(uid, uid, uid) != 0) {
    r.no("separate_uid", "setuid(" + std::to_string(uid) + ") failed: " + err());
    return;
  }
  r.ok("separate_uid=" + std::to_string(uid));
}

const int kDenied[] = {
    SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev), SCMP_SYS(mount),
    SCMP_SYS(umount2), SCMP_SYS(kexec_load), SCMP_SYS(kexec_file_load), SCMP_SYS(init_module),
    SCMP_SYS(finit_module), SCMP_SYS(delete_module), SCMP_SYS(reboot), SCMP_SYS(swapon), SCMP_SYS(swapoff),
    SCMP_SYS(pivot_root), SCMP_SYS(chroot), SCMP_SYS(setns), SCMP_SYS(unshare), SCMP_SYS(bpf),
    SCMP_SYS(perf_event_open), SCMP_SYS(keyctl), SCMP_SYS(add_key), SCMP_SYS(request_key), SCMP_SYS(iopl),
    SCMP_SYS(ioperm), SCMP_SYS(userfaultfd), SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at),
    SCMP_SYS(pidfd_send_signal), SCMP_SYS(pidfd_getfd), SCMP_SYS(kcmp), SCMP_SYS(fanotify_init),
    SCMP_SYS(acct), SCMP_SYS(settimeofday), SCMP_SYS(clock_settime), SCMP_SYS(adjtimex),
    SCMP_SYS(sethostname), SCMP_SYS(setdomainname), SCMP_SYS(quotactl), SCMP_SYS(lookup_dcookie),
    SCMP_SYS(vhangup), SCMP_SYS(syslog), SCMP_SYS(move_pages), SCMP_SYS(migrate_pages),
    SCMP_SYS(fsopen), SCMP_SYS(fsmount), SCMP_SYS(fsconfig), SCMP_SYS(move_mount), SCMP_SYS(open_tree),
};
void install_seccomp(const json& cfg, Report& r) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) {
    r.no("seccomp", "seccomp_init failed");
    return;
  }

  int failures = 0;
  std::vector<std::string> allow = cfg.value("seccomp_allow", std::vector<std::string>{});
  for (int nr : kDenied) {
    char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr);
    bool allowed = name && std::find(allow.begin(), allow.end(), std::string(name)) != allow.end();
    free(name);
    if (!allowed && nr >= 0 && seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0) != 0) ++failures;
  }
  // Signals only to itself: never to the judge, anvil, or other candidates.
  pid_t self = getpid();
  failures += seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(kill), 1,
                               SCMP_A0(SCMP_CMP_NE, static_cast<scmp_datum_t>(self))) != 0;
  failures += seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(tgkill), 1,
                               SCMP_A0(SCMP_CMP_NE, static_cast<scmp_datum_t>(self))) != 0;
  // No internet sockets, whatever the namespace setup managed.
  for (int family : {AF_INET, AF_INET6, AF_PACKET})
    failures += seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(socket), 1,
                                 SCMP_A0(SCMP_CMP_EQ, static_cast<scmp_datum_t>(family))) != 0;
  if (seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 1) != 0) ++failures;
  int rc = seccomp_load(ctx);
  seccomp_release(ctx);
  if (rc != 0) {
    r.no("seccomp", std::string("seccomp_load failed: ") + strerror(-rc));
    return;
  }
  r.ok(failures ? "seccomp(partial:" + std::to_string(failures) + " rules not added)" : "seccomp");
}

}  // namespace

// The names of the system calls the seccomp layer refuses (JSON list), for probes and docs.
extern "C" int anvil_sandbox_denied_syscalls(char* out, int out_len) {
  json names = json::array();
  for (int nr : kDenied) {
    char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr);
    if (name) names.push_back(name);
    free(name);
  }
  std::string text = names.dump();
  if (!out || out_len <= static_cast<int>(text.size())) return -1;
  memcpy(out, text.c_str(), text.size() + 1);
  return 0;
}

extern "C" int anvil_sandbox_apply(const char* config_json, char* out, int out_len) {
  Report r;
  json cfg = json::parse(config_json ? config_json : "{}", nullptr, false);
  if (cfg.is_discarded()) cfg = json::object();
  // Every layer can be switched off on its own, to find which one a machine cannot take.
  if (cfg.value("network", true)) isolate_network(r);
  if (cfg.value("rlimits", true)) limit_resources(cfg, r);
  if (cfg.value("landlock", true)) restrict_writes(cfg, r);
  drop_privileges(cfg, r);
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);  // no ptrace attach, no /proc/<pid>/mem from siblings
  if (cfg.value("seccomp", true)) install_seccomp(cfg, r);
  std::string text = json{{"applied", r.applied}, {"degraded", r.degraded}}.dump();
  if (out && out_len > 0) {
    strncpy(out, text.c_str(), static_cast<size_t>(out_len) - 1);
    out[out_len - 1] = '\0';
  }
  return 0;
}
