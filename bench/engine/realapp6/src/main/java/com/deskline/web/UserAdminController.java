package com.deskline.web;

import com.deskline.model.UserAccount;
import com.deskline.repository.UserJdbcRepository;
import com.deskline.service.DirectoryService;
import com.deskline.service.UserService;
import java.util.List;
import java.util.Map;
import javax.naming.NamingException;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/admin/users")
public class UserAdminController {

    private final UserService userService;
    private final UserJdbcRepository users;
    private final DirectoryService directory;

    public UserAdminController(UserService userService, UserJdbcRepository users, DirectoryService directory) {
        this.userService = userService;
        this.users = users;
        this.directory = directory;
    }

    @GetMapping("/by-role")
    public List<UserAccount> byRole(@RequestParam String role, @RequestParam(defaultValue = "username") String orderBy) {
        return userService.byRole(role, orderBy);
    }

    @GetMapping
    public List<Map<String, Object>> list(@RequestParam(defaultValue = "username") String sort,
                                          @RequestParam(defaultValue = "false") boolean desc) {
        return users.listUsers(sort, desc);
    }

    @GetMapping("/domain/{domain}")
    public List<UserAccount> byDomain(@PathVariable String domain) {
        return users.findByEmailDomain(domain);
    }

    @GetMapping("/{username}/failed-logins")
    public Map<String, Integer> failed(@PathVariable String username) {
        return Map.of("failed", userService.failedLogins(username));
    }

    @PostMapping("/{username}/logout-everywhere")
    public void logoutEverywhere(@PathVariable String username) {
        userService.logoutEverywhere(username);
    }

    @GetMapping("/directory/uid")
    public List<String> directoryByUid(@RequestParam String uid) throws NamingException {
        return directory.findByUid(uid);
    }

    @GetMapping("/directory/mail")
    public List<String> directoryByMail(@RequestParam String mail) throws NamingException {
        return directory.findByMail(mail);
    }

    @GetMapping("/directory/team/{team}")
    public List<String> team(@PathVariable String team) {
        return directory.displayNames(team);
    }

    @GetMapping("/directory/department")
    public List<String> department(@RequestParam String department) {
        return directory.agentsInDepartment(department);
    }
}
