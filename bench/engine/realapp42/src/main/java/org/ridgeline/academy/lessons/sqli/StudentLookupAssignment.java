package org.ridgeline.academy.lessons.sqli;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

@Component
public class StudentLookupAssignment {

    private static final Set<String> SORTABLE = Set.of("last_name", "first_name", "enrolled_on");

    private final JdbcTemplate jdbc;

    public StudentLookupAssignment(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Map<String, Object>> byLastName(String lastName, String sort) {
        String orderColumn = SORTABLE.contains(sort) ? sort : "last_name";
        String sql = "SELECT id, first_name, last_name, email FROM students WHERE last_name LIKE '%" + lastName + "%'";
        sql += " ORDER BY " + orderColumn;
        return jdbc.queryForList(sql);
    }

    public List<Map<String, Object>> recentEnrolments(String sortColumn) {
        return jdbc.queryForList("SELECT s.id, s.last_name, e.course_code, e.enrolled_on FROM enrolments e "
                + "JOIN students s ON s.id = e.student_id ORDER BY " + sortColumn + " DESC");
    }

    public Map<String, Object> byId(long id) {
        return jdbc.queryForMap("SELECT id, first_name, last_name, email FROM students WHERE id = " + id);
    }

    public List<Map<String, Object>> byEmail(String email) {
        return jdbc.queryForList("SELECT id, first_name, last_name FROM students WHERE email = ?", email);
    }

    public Integer countInCohort(String cohort) {
        return jdbc.queryForObject("SELECT COUNT(*) FROM students WHERE cohort = '" + cohort + "'", Integer.class);
    }

    public int renameStudent(long id, String nickname) {
        return jdbc.update("UPDATE students SET nickname = ? WHERE id = ?", nickname, id);
    }

    public int resetNickname(String email) {
        return jdbc.update("UPDATE students SET nickname = NULL WHERE email = '" + email + "'");
    }
}
