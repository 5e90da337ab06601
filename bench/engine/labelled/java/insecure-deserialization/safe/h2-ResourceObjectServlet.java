import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ResourceObjectServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("key");
        InputStream in = ResourceObjectServlet.class.getResourceAsStream("/defaults.ser");
        try (ObjectInputStream ois = new ObjectInputStream(in)) {
            java.util.Map<?, ?> defaults = (java.util.Map<?, ?>) ois.readObject();
            response.getWriter().println(defaults.containsKey(param) ? "known" : "unknown");
        } catch (ClassNotFoundException e) {
            response.sendError(500);
        }
    }
}
