import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

@WebServlet("/h3/deser-filter-allow-list")
public class DeserFilterAllowList extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        ObjectInputStream ois = new ObjectInputStream(request.getInputStream());
        ois.setObjectInputFilter(ObjectInputFilter.Config.createFilter("java.util.Date;java.lang.Number;!*"));
        try {
            Object when = ois.readObject();
            response.getWriter().println(when instanceof java.util.Date);
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        } finally {
            ois.close();
        }
    }
}
