package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-sqliheaderconstbranchquery")
public class SqliHeaderConstBranchQuery extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        if (request.getHeader("X-Region") != null) {
            param = request.getHeader("X-Region");
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar;
        int num = 196;
        if ((500 / 42) + num > 200) bar = "north";
        else bar = param;
        try (Connection conn = DriverManager.getConnection("jdbc:hsqldb:mem:bench", "sa", "");
             Statement st = conn.createStatement()) {
            ResultSet rs = st.executeQuery("SELECT name FROM stores WHERE region = '" + bar + "'");
            while (rs.next()) response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(rs.getString(1)));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
