import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringBytesController {
    @PostMapping("/import")
    public String importJob(@RequestBody byte[] body) throws IOException, ClassNotFoundException {
        Object job = new ObjectInputStream(new ByteArrayInputStream(body)).readObject();
        return job.toString();
    }
}
