import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Repository
class CustomerDao {
    @Autowired
    private JdbcTemplate jdbc;

    List<Map<String, Object>> byCity(String city) {
        return jdbc.queryForList("SELECT id, name FROM customers WHERE city = ? ORDER BY name", city);
    }
}

@RestController
public class CustomerDaoParamController {
    @Autowired
    private CustomerDao dao;

    @GetMapping("/customers")
    public List<Map<String, Object>> list(@RequestParam String city) {
        return dao.byCity(city);
    }
}
