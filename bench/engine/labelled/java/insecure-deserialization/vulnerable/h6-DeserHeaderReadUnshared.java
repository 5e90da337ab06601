package org.example.bench.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-deserialization-deserheaderreadunshared")
public class DeserHeaderReadUnshared extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> hs = request.getHeaders("X-Session-Blob");
        if (hs != null && hs.hasMoreElements()) param = hs.nextElement();
        java.util.HashMap<String, String> map = new java.util.HashMap<>();
        map.put("blob", param);
        map.put("other", "");
        byte[] bytes = java.util.Base64.getMimeDecoder().decode(map.get("blob"));
        ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(bytes));
        try {
            Object o = ois.readUnshared();
            response.getWriter().println(o.getClass().getSimpleName().length());
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        } finally {
            ois.close();
        }
    }
}
