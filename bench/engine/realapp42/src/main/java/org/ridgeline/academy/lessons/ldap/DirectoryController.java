package org.ridgeline.academy.lessons.ldap;

import java.util.List;

import javax.naming.NamingException;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/lessons/ldap")
public class DirectoryController {

    private final DirectoryLookup directory;

    public DirectoryController(DirectoryLookup directory) {
        this.directory = directory;
    }

    @GetMapping("/students")
    public List<String> students(@RequestParam String uid) {
        return directory.studentsByUid(uid);
    }

    @GetMapping("/students/query")
    public List<String> studentsQuery(@RequestParam String uid) {
        return directory.studentsByUidQuery(uid);
    }

    @GetMapping("/students/by-mail")
    public List<String> studentsByMail(@RequestParam String mail) {
        return directory.studentsByMail(mail);
    }

    @GetMapping("/staff")
    public List<String> staff(@RequestParam String name) throws NamingException {
        return directory.staffByName(name);
    }

    @GetMapping("/staff/bound")
    public List<String> staffBound(@RequestParam String name) throws NamingException {
        return directory.staffByNameBound(name);
    }
}
