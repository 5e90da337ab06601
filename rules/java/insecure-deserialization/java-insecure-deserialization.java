package fixtures.deser;

import java.beans.XMLDecoder;
import java.io.ByteArrayInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.security.MessageDigest;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.yaml.snakeyaml.Yaml;

public class ImportServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            ObjectInputStream in = new ObjectInputStream(request.getInputStream());
            // ruleid: java-insecure-deserialization
            Object payload = in.readObject();

            XMLDecoder decoder = new XMLDecoder(request.getInputStream());
            // ruleid: java-insecure-deserialization
            Object bean = decoder.readObject();

            // ruleid: java-insecure-deserialization
            Object config = new Yaml().load(request.getParameter("config"));

            byte[] raw = Base64.getDecoder().decode(request.getParameter("state"));
            ObjectInputStream state = new ObjectInputStream(new ByteArrayInputStream(raw));
            // ruleid: java-insecure-deserialization
            Object restored = state.readObject();

            // A cache file the application wrote itself, at a fixed path.
            ObjectInputStream cache = new ObjectInputStream(new FileInputStream("/var/cache/app/index.bin"));
            // ok: java-insecure-deserialization
            Object index = cache.readObject();

            // ok: java-insecure-deserialization
            Object defaults = new Yaml().load("retries: 3");
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }
}

@RestController
class SnapshotController {
    @PostMapping("/snapshot")
    public String restore(@RequestBody byte[] snapshot) throws Exception {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(snapshot));
        // ruleid: java-insecure-deserialization
        return String.valueOf(in.readObject());
    }

    @PostMapping("/snapshot/checksum")
    public String checksum(@RequestBody byte[] snapshot) throws Exception {
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(snapshot);
        // The request bytes are only hashed; the object read comes from the application's own resource.
        ObjectInputStream in = new ObjectInputStream(SnapshotController.class.getResourceAsStream("/defaults.ser"));
        // ok: java-insecure-deserialization
        Object defaults = in.readObject();
        return digest.length + ":" + defaults;
    }
}
