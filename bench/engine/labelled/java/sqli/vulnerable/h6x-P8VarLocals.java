package org.example.bench.web;

import java.io.IOException;
import java.sql.DriverManager;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-p8varlocals")
public class P8VarLocals extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        var name = request.getParameter("name");
        try (var c = DriverManager.getConnection("jdbc:x"); var st = c.createStatement()) {
            var rs = st.executeQuery("SELECT * FROM t WHERE n = '" + name + "'");
            response.getWriter().println(rs.next());
        } catch (java.sql.SQLException e) { throw new ServletException(e); }
    }
}
