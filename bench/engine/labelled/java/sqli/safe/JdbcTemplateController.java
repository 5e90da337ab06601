import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class JdbcTemplateController {
    private final JdbcTemplate jdbc;

    public JdbcTemplateController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/employees")
    public List<Map<String, Object>> byDepartment(@RequestParam String dept) {
        return jdbc.queryForList("SELECT name FROM employees WHERE dept = ?", dept);
    }
}
