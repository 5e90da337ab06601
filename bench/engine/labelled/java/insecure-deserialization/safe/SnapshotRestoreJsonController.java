import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SnapshotRestoreJsonController {
    private final ObjectMapper mapper = new ObjectMapper();

    @PostMapping(value = "/snapshots/restore", consumes = "application/json")
    public String restore(@RequestBody byte[] payload) throws IOException {
        Map<?, ?> snapshot = mapper.readValue(payload, Map.class);
        return "restored " + snapshot.size();
    }
}
