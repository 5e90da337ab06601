import java.io.BufferedInputStream;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/deser-buffered-body")
public class DeserBufferedBody extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            InputStream body = request.getInputStream();
            ObjectInputStream ois = new ObjectInputStream(new BufferedInputStream(body, 4096));
            Object msg = ois.readObject();
            response.getWriter().println(msg.hashCode());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
