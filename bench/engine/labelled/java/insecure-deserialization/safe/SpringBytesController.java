import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SpringBytesController {
    @PostMapping("/import")
    public String importJob(@RequestBody byte[] body) throws IOException, ClassNotFoundException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body));
        in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.jobs.ImportJob;java.base/*;!*"));
        return in.readObject().toString();
    }
}
