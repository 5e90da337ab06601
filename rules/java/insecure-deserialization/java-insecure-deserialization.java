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

class FilteredImports extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            ObjectInputStream filtered = new ObjectInputStream(request.getInputStream());
            filtered.setObjectInputFilter(java.io.ObjectInputFilter.Config.createFilter("com.example.dto.*;!*"));
            // ok: java-insecure-deserialization
            Object dto = filtered.readObject();

            org.apache.commons.io.serialization.ValidatingObjectInputStream validating =
                new org.apache.commons.io.serialization.ValidatingObjectInputStream(request.getInputStream());
            validating.accept(java.util.ArrayList.class, String.class);
            // ok: java-insecure-deserialization
            Object list = validating.readObject();

            org.apache.commons.io.serialization.ValidatingObjectInputStream unvalidated =
                new org.apache.commons.io.serialization.ValidatingObjectInputStream(request.getInputStream());
            // ruleid: java-insecure-deserialization
            Object any = unvalidated.readObject();

            ObjectInputStream allowList = new AllowListObjectInputStream(request.getInputStream());
            // ok: java-insecure-deserialization
            Object allowed = allowList.readObject();

            com.thoughtworks.xstream.XStream open = new com.thoughtworks.xstream.XStream();
            // ruleid: java-insecure-deserialization
            Object fromXml = open.fromXML(request.getReader());

            com.thoughtworks.xstream.XStream restricted = new com.thoughtworks.xstream.XStream();
            restricted.allowTypes(new Class[] {java.util.ArrayList.class});
            // ok: java-insecure-deserialization
            Object restrictedXml = restricted.fromXML(request.getReader());

            com.thoughtworks.xstream.XStream reopened = new com.thoughtworks.xstream.XStream();
            reopened.allowTypesByWildcard(new String[] {"com.example.**"});
            reopened.addPermission(com.thoughtworks.xstream.security.AnyTypePermission.ANY);
            // ruleid: java-insecure-deserialization
            Object reopenedXml = reopened.fromXML(request.getParameter("xml"));

            Yaml safeYaml = new Yaml(new org.yaml.snakeyaml.constructor.SafeConstructor(new org.yaml.snakeyaml.LoaderOptions()));
            // ok: java-insecure-deserialization
            Object settings = safeYaml.load(request.getParameter("config"));
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }
}

/** Library helpers that deserialise with a plain ObjectInputStream. */
class SnapshotServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] body = request.getInputStream().readAllBytes();
        // ruleid: java-insecure-deserialization
        Object a = org.apache.commons.lang3.SerializationUtils.deserialize(body);
        // ruleid: java-insecure-deserialization
        Object b = org.springframework.util.SerializationUtils.deserialize(Base64.getDecoder().decode(request.getParameter("state")));
        // Bytes the application wrote itself, read back from its own resources.
        // ok: java-insecure-deserialization
        Object c = org.apache.commons.lang3.SerializationUtils.deserialize(getClass().getResourceAsStream("/defaults.ser"));
        response.getWriter().println(a != null && b != null && c != null);
    }
}

/** Accepts only the application's own transfer objects: an allowlist in resolveClass. */
class AllowListObjectInputStream extends ObjectInputStream {
    AllowListObjectInputStream(java.io.InputStream in) throws IOException {
        super(in);
    }

    @Override
    protected Class<?> resolveClass(java.io.ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        if (!desc.getName().startsWith("com.example.dto.")) {
            throw new java.io.InvalidClassException(desc.getName(), "not allowed");
        }
        return super.resolveClass(desc);
    }
}
