import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.HashMap;
import java.util.Map;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/deser-map-other-key")
public class DeserMapOtherKey extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(buf)) {
                out.writeObject("defaults");
            }
            Map<String, byte[]> blobs = new HashMap<>();
            String incoming = request.getParameter("blob");
            blobs.put("incoming", incoming == null ? new byte[0] : java.util.Base64.getDecoder().decode(incoming));
            blobs.put("builtin", buf.toByteArray());
            byte[] chosen = blobs.get("builtin");
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(chosen))) {
                response.getWriter().println(in.readObject().hashCode());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
