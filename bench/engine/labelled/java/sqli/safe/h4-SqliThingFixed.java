import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/sqli-thing-fixed")
public class SqliThingFixed extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final int MODE = 2;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String param = request.getParameter("sku");
            if (param == null) param = "";
            Thing thing = ThingFactory.pick(MODE);
            String bar = thing.doSomething(param);
            String sql = "SELECT price FROM items WHERE sku = '" + bar + "'";
            try (Connection conn = DriverManager.getConnection("jdbc:h2:mem:h4")) {
                Statement st = conn.createStatement();
                st.executeQuery(sql);
                response.getWriter().println("ok");
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}

interface Thing {
    String doSomething(String input);
}

class PassThing implements Thing {
    public String doSomething(String input) {
        return input.trim();
    }
}

class FixedThing implements Thing {
    public String doSomething(String input) {
        return "A-100";
    }
}

class ThingFactory {
    static Thing pick(int mode) {
        if (mode == 1) {
            return new PassThing();
        }
        return new FixedThing();
    }
}
