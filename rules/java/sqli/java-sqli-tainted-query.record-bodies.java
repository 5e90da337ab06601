package fixtures.sqli.records;

import java.sql.Connection;
import java.sql.Statement;

import javax.sql.DataSource;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** A bound request body read through record accessors, and a field read beside a same-named method. */
@RestController
public class GradeChanges {
    private final DataSource dataSource;

    public GradeChanges(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public record GradeChange(long studentId, String grade) {
    }

    public static class Comment {
        private String text;

        public String text() {
            return text;
        }
    }

    @PostMapping("/grades")
    public void change(@RequestBody GradeChange change) throws Exception {
        try (Connection conn = dataSource.getConnection(); Statement st = conn.createStatement()) {
            // ruleid: java-sqli-tainted-query
            st.executeUpdate("UPDATE grades SET grade = '" + change.grade() + "' WHERE student_id = " + change.studentId());
        }
    }

    @PostMapping("/grades/by-id")
    public void byId(@RequestBody GradeChange change) throws Exception {
        try (Connection conn = dataSource.getConnection(); Statement st = conn.createStatement()) {
            // ok: java-sqli-tainted-query
            st.executeUpdate("UPDATE grades SET reviewed = 1 WHERE student_id = " + change.studentId());
        }
    }

    @PostMapping("/comments")
    public void comment(@RequestBody Comment comment) throws Exception {
        try (Connection conn = dataSource.getConnection(); Statement st = conn.createStatement()) {
            // ruleid: java-sqli-tainted-query
            st.executeUpdate("INSERT INTO comments (text) VALUES ('" + comment.text() + "')");
        }
    }
}
