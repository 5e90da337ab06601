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
