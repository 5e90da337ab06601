package org.bench.h8.xss;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssPrintlnMapSameKey extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String[] values = request.getParameterValues("title");
        String param = values != null ? values[0] : "";

        Map<String, Object> map = new HashMap<>();
        map.put("keyA-1", "a-Value");
        map.put("keyB-1", param);
        map.put("keyC", "another-Value");
        String bar = (String) map.get("keyB-1");

        response.setContentType("text/html");
        response.getWriter().println("<html><body><h1>Preview: " + bar + "</h1></body></html>");
    }
}
