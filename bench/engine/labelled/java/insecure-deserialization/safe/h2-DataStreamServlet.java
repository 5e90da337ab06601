import java.io.DataInputStream;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DataStreamServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        DataInputStream in = new DataInputStream(request.getInputStream());
        int version = in.readInt();
        long count = in.readLong();
        in.close();
        response.setContentType("text/plain");
        response.getWriter().println("v" + version + " records=" + count);
    }
}
