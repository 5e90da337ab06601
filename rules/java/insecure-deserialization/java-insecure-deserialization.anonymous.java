package fixtures.deser;

import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AnonymousReaderServlet extends HttpServlet {
    private static final Set<String> ALLOWED = Set.of("java.lang.String", "java.util.ArrayList");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ClassNotFoundException {
        // Look-ahead deserialisation: the anonymous subclass decides which classes load.
        ObjectInputStream checked = new ObjectInputStream(request.getInputStream()) {
            @Override
            protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
                if (!ALLOWED.contains(desc.getName())) {
                    throw new InvalidClassException("not allowed", desc.getName());
                }
                return super.resolveClass(desc);
            }
        };
        // ok: java-insecure-deserialization
        checked.readObject();

        // An anonymous subclass that changes something else still loads any class.
        ObjectInputStream plain = new ObjectInputStream(request.getInputStream()) {
            @Override
            protected void readStreamHeader() throws IOException {
                super.readStreamHeader();
            }
        };
        // ruleid: java-insecure-deserialization
        plain.readObject();
    }
}
