import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SnapshotRestoreController {
    @PostMapping(value = "/snapshots/restore", consumes = "application/octet-stream")
    public String restore(@RequestBody byte[] payload) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            Object snapshot = in.readObject();
            return "restored " + snapshot.getClass().getSimpleName();
        }
    }
}
