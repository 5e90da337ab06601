import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class HeaderBase64ObjectServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        Enumeration<String> headers = request.getHeaders("X-State");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        byte[] raw = Base64.getDecoder().decode(param);
        Object state = StateCodec.read(raw);
        response.getWriter().println(state != null);
    }
}

class StateCodec {
    static Object read(byte[] data) throws IOException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(data));
        try {
            return in.readObject();
        } catch (ClassNotFoundException e) {
            return null;
        } finally {
            in.close();
        }
    }
}
