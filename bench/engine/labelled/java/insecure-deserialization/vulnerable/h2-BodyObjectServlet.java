import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class BodyObjectServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        InputStream body = request.getInputStream();
        try (ObjectInputStream ois = new ObjectInputStream(body)) {
            Object cart = ois.readObject();
            response.getWriter().println(cart.getClass().getSimpleName());
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }
}
