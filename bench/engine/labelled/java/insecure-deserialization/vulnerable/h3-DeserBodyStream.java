import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.ObjectInputStream;

@WebServlet("/h3/deser-body-stream")
public class DeserBodyStream extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try (ObjectInputStream ois = new ObjectInputStream(new java.io.BufferedInputStream(request.getInputStream()))) {
            Object order = ois.readObject();
            response.getWriter().println(order.getClass().getSimpleName().length());
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }
}
