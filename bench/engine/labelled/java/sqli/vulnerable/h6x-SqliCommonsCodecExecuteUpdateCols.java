package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-sqlicommonscodecexecuteupdatecols")
public class SqliCommonsCodecExecuteUpdateCols extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getHeader("BenchmarkTest");
        if (param == null) param = "";
        String bar = "";
        if (param != null) {
            bar = new String(org.apache.commons.codec.binary.Base64.decodeBase64(org.apache.commons.codec.binary.Base64.encodeBase64(param.getBytes())));
        }
        String sql = "INSERT INTO users (username, password) VALUES ('foo','" + bar + "')";
        try (Connection c = DriverManager.getConnection("jdbc:hsqldb:mem:x")) {
            Statement statement = c.createStatement();
            int count = statement.executeUpdate(sql, new int[] {1, 2});
            response.getWriter().println(count);
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
